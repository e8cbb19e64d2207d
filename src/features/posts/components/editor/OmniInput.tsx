import { Box, Button, HStack, Input, Text, VisuallyHidden } from "@chakra-ui/react";
import type { Editor } from "@tiptap/react";
import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ParsedEmbed } from "../../../../../domain/content/embed-urls";
import { fetchLinkCard } from "../../api/posts";
import { imageErrorMessageKey } from "./image-error";
import { insertBlock } from "./insert-block";
import { linkCardErrorMessageKey } from "./link-card-error";
import {
  classifyOmniFiles,
  classifyOmniText,
  type OmniFiles,
  type OmniText,
} from "./omni-classify";
import { uploadImagesInto } from "./upload-images";

export interface OmniInputProps {
  editor: Editor;
  host: string;
  /** inlineImage: image files may be uploaded. */
  imagesOn: boolean;
  embedProviders: readonly ParsedEmbed["provider"][];
}

type Kind = OmniText["kind"] | "image";

/**
 * The omniInput flag: one field that takes anything pasted (an embed URL, any other
 * URL, an image, plain text) and adds the matching block at the editor's cursor. A paste acts at
 * once; typed input is added with Enter or the Add button. Focus stays here for the next paste.
 */
export function OmniInput({ editor, host, imagesOn, embedProviders }: OmniInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState("");

  const kindName = (kind: Kind, embed?: ParsedEmbed) =>
    kind === "embed" && embed
      ? t("posts.editor.omni.kinds.embed", { provider: t(`posts.embeds.${embed.provider}`) })
      : t(`posts.editor.omni.kinds.${kind}`);
  const preview = classifyOmniText(value, { embedProviders });

  const finish = (kind: Kind, embed?: ParsedEmbed) => {
    setValue("");
    setError(null);
    setDone(t("posts.editor.omni.added", { kind: kindName(kind, embed) }));
    // The editor takes focus in the frame after an insert; this comes after it.
    requestAnimationFrame(() => field.current?.focus());
  };

  const addText = async (item: OmniText) => {
    if (item.kind === "embed") {
      insertBlock(editor, { type: "embed", attrs: { ...item.embed, html: null } });
      finish("embed", item.embed);
    } else if (item.kind === "text") {
      editor
        .chain()
        .focus()
        .insertContent(
          item.paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
        )
        .run();
      finish("text");
    } else {
      setBusy(true);
      try {
        const card = await fetchLinkCard(host, item.url);
        insertBlock(editor, { type: "linkCard", attrs: card });
        finish("linkCard");
      } catch (e) {
        setValue(item.url);
        setError(t(linkCardErrorMessageKey(e)));
      } finally {
        setBusy(false);
      }
    }
  };

  const addFiles = async (item: OmniFiles) => {
    if (item.kind === "unsupportedFile") {
      setError(t("errors.image-type-unsupported"));
      return;
    }
    setBusy(true);
    try {
      await uploadImagesInto(editor, host, item.files);
      finish("image");
    } catch (e) {
      setError(t(imageErrorMessageKey(e)));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  /** Files first (a pasted screenshot comes with a name as text too), then the text. */
  const take = (files: readonly File[], text: string): boolean => {
    const fileItem = classifyOmniFiles(files, imagesOn);
    if (fileItem) {
      void addFiles(fileItem);
      return true;
    }
    const textItem = classifyOmniText(text, { embedProviders });
    if (!textItem) return false;
    void addText(textItem);
    return true;
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (busy) return;
    const data = event.clipboardData;
    // Pasted into half-typed input, the paste joins it; into an empty field it acts at once.
    const text = value.trim() ? "" : data.getData("text/plain");
    if (take([...data.files], text)) event.preventDefault();
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    if (busy) return;
    const text = event.dataTransfer.getData("text/uri-list") || event.dataTransfer.getData("text");
    if (take([...event.dataTransfer.files], text)) event.preventDefault();
  };

  return (
    <Box
      px="2"
      py="1.5"
      borderBottomWidth="1px"
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      data-testid="omni-input"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) take([], value);
        }}
      >
        <HStack gap="1.5">
          <VisuallyHidden asChild>
            <label htmlFor={id}>{t("posts.editor.omni.label")}</label>
          </VisuallyHidden>
          <Input
            id={id}
            ref={field}
            size="sm"
            value={value}
            placeholder={t("posts.editor.omni.placeholder")}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-status`}
            disabled={busy}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            onPaste={onPaste}
            onKeyDown={(e) => {
              if (e.key === "Escape" && value) {
                e.preventDefault();
                setValue("");
                setError(null);
              }
            }}
          />
          {imagesOn && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                multiple
                hidden
                data-testid="omni-file-input"
                onChange={(e) => take([...(e.target.files ?? [])], "")}
              />
              <Button
                size="sm"
                variant="outline"
                flexShrink={0}
                disabled={busy}
                onClick={() => fileInput.current?.click()}
              >
                {t("posts.editor.omni.chooseImage")}
              </Button>
            </>
          )}
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            flexShrink={0}
            loading={busy}
            disabled={!preview}
          >
            {t("posts.editor.omni.add")}
          </Button>
        </HStack>
      </form>
      <Text
        id={`${id}-status`}
        role={error ? "alert" : "status"}
        fontSize="xs"
        mt="1"
        color={error ? "fg.error" : "fg.muted"}
        _empty={{ display: "none" }}
      >
        {error ??
          (preview
            ? t("posts.editor.omni.becomes", {
                kind: kindName(preview.kind, preview.kind === "embed" ? preview.embed : undefined),
              })
            : done)}
      </Text>
    </Box>
  );
}
