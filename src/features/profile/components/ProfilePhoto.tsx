import { Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CurrentUser } from "../../../../domain/schemas/profile";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { CameraIcon, TrashIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { UserAvatar } from "../../../components/UserAvatar";
import { ApiError } from "../../../lib/api-client";
import { useRemoveAvatar, useUploadAvatar } from "../api/avatar";
import { PhotoCropDialog } from "./PhotoCropDialog";

const ACCEPTED = "image/jpeg,image/png,image/gif,image/webp";

/** The avatar with "Change photo" (choose, crop, upload) and "Remove photo" (after a confirmation). */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  // The object URL holds the file in memory until released.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const failed = (error: unknown, fallback: string) =>
    toaster.create({
      type: "error",
      title: fallback,
      description:
        error instanceof ApiError && error.errorKey ? t(`errors.${error.errorKey}`) : undefined,
    });

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toaster.create({ type: "error", title: t("errors.image-type-unsupported") });
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const onCropped = (image: Blob) =>
    upload.mutate(image, {
      onSuccess: () => {
        setSource(null);
        toaster.create({ type: "success", title: t("profile.photo.saved") });
      },
      onError: (error) => failed(error, t("profile.photo.uploadFailed")),
    });

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmRemove(false);
        toaster.create({ type: "info", title: t("profile.photo.removed") });
      },
      onError: (error) => failed(error, t("profile.photo.removeFailed")),
    });

  return (
    <HStack gap="4" align="center" wrap="wrap">
      <UserAvatar large name={user.displayName} src={user.avatarUrl} />
      <Stack gap="2" flex="1" minWidth="12rem">
        <Text fontSize="sm" color="fg.muted">
          {t("profile.photo.hint")}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            <CameraIcon />
            {t("profile.photo.change")}
          </Button>
          {user.avatarUrl && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirmRemove(true)}
            >
              <TrashIcon />
              {t("profile.photo.remove")}
            </Button>
          )}
        </HStack>
      </Stack>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          tabIndex={-1}
          aria-label={t("profile.photo.change")}
          data-testid="profile-photo-input"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </VisuallyHidden>
      <PhotoCropDialog
        src={source}
        uploading={upload.isPending}
        onCancel={() => setSource(null)}
        onCropped={onCropped}
      />
      <ConfirmDialog
        open={confirmRemove}
        destructive
        title={t("profile.photo.removeTitle")}
        description={t("profile.photo.removeBody")}
        confirmText={t("profile.photo.remove")}
        cancelText={t("profile.actions.cancel")}
        loading={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setConfirmRemove(false)}
      />
    </HStack>
  );
}
