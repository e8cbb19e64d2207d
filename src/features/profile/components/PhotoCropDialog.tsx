import { Box, Button, HStack, Slider, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../components/DialogShell";
import { cropToSquare, type PixelArea } from "./crop-image";

export interface PhotoCropDialogProps {
  /** An object URL of the chosen file; null keeps the dialog closed. */
  src: string | null;
  uploading: boolean;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/**
 * Frames the chosen photo in a circle: drag or use the arrow keys to move it, the slider, the
 * wheel or a pinch to zoom. The result is a square image the avatar shows round.
 */
export function PhotoCropDialog({ src, uploading, onCancel, onCropped }: PhotoCropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [failed, setFailed] = useState(false);

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const save = async () => {
    if (!src || !area) return;
    setFailed(false);
    try {
      onCropped(await cropToSquare(src, area));
    } catch {
      setFailed(true);
    }
  };

  return (
    <DialogShell
      open={src !== null}
      onClose={onCancel}
      busy={uploading}
      size="md"
      title={t("profile.photo.cropTitle")}
      testId="photo-crop-dialog"
      rootProps={{
        onExitComplete: () => {
          setCrop({ x: 0, y: 0 });
          setZoom(1);
          setFailed(false);
        },
      }}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={uploading}>
            {t("profile.actions.cancel")}
          </Button>
          <Button colorPalette="brand" onClick={save} loading={uploading} disabled={!area}>
            {t("profile.photo.save")}
          </Button>
        </>
      }
    >
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t("profile.photo.cropHint")}
      </Text>
      <Box
        position="relative"
        height={{ base: "min(70vw, 320px)", md: "320px" }}
        borderRadius="l2"
        overflow="hidden"
        bg="gray.900"
      >
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={onCropComplete}
            cropperProps={{
              "aria-label": t("profile.photo.cropArea"),
              role: "application",
            }}
            mediaProps={{ alt: "" }}
          />
        )}
      </Box>
      <Slider.Root
        mt="4"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={0.05}
        value={[zoom]}
        onValueChange={(e) => setZoom(e.value[0] ?? MIN_ZOOM)}
        colorPalette="brand"
      >
        <HStack justify="space-between">
          <Slider.Label>{t("profile.photo.zoom")}</Slider.Label>
          <Text fontSize="sm" color="fg.muted">
            {Math.round(zoom * 100)}%
          </Text>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      {failed && (
        <Text color="fg.error" fontSize="sm" mt="3" role="alert">
          {t("profile.photo.cropFailed")}
        </Text>
      )}
    </DialogShell>
  );
}
