import { Box, Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  EMBED_ERROR,
  type EmbedProvider,
  parseEmbedUrl,
} from "../../../../../domain/content/embed-urls";
import { ZSafeUrl } from "../../../../../domain/content/schema";
import { LabelledSelect } from "../../../../components/LabelledSelect";
import { fetchLinkCard, uploadImage, uploadImageByUrl } from "../../api/posts";
import { SAFE_LINK } from "./extensions";
import { InputDialog } from "./InputDialog";
import { imageErrorMessageKey } from "./image-error";
import { insertBlock } from "./insert-block";
import { linkCardErrorMessageKey } from "./link-card-error";
import { PollDialog } from "./PollDialog";

export interface ToolbarFeatures {
  image: boolean;
  imageByUrl: boolean;
  /** Embed providers switched on, html included when inlineCustom is. */
  embeds: EmbedProvider[];
  /** The poll plugin is on: editors can add a poll block. */
  poll?: boolean;
}

/** An image address the server may fetch: absolute and safe (a path is not an address). */
const isImageUrl = (url: string) => ZSafeUrl.safeParse(url).success && !url.startsWith("/");
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

interface ToolButtonProps {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}

function ToolButton({ label, active, onClick, children, disabled }: ToolButtonProps) {
  return (
    <Button
      type="button"
      size="xs"
      minWidth="8"
      px="2"
      variant={active ? "subtle" : "ghost"}
      colorPalette={active ? "brand" : "gray"}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

type DialogKind = "link" | "image" | "embed" | "linkCard" | "poll" | null;

/** Formatting and insert buttons over the editor. */
export function Toolbar({
  editor,
  host,
  features,
}: {
  editor: Editor;
  host: string;
  features: ToolbarFeatures;
}) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      h5: e.isActive("heading", { level: 5 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      href: String(e.getAttributes("link").href ?? ""),
    }),
  });
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [provider, setProvider] = useState<EmbedProvider>(features.embeds[0] ?? "youtube");
  const fileRef = useRef<HTMLInputElement>(null);

  const open = (kind: DialogKind) => {
    setError(null);
    setDialog(kind);
  };
  const close = () => {
    setDialog(null);
    setError(null);
  };
  const imageError = (e: unknown) => t(imageErrorMessageKey(e));

  const editorDom = () => editor.view.dom as HTMLElement;

  const heading = (level: 3 | 4 | 5) => editor.chain().focus().toggleHeading({ level }).run();

  const applyLink = (url: string) => {
    if (!SAFE_LINK.test(url)) {
      setError(t("posts.editor.linkInvalid"));
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    close();
  };

  const insertImage = (src: string) =>
    insertBlock(editor, { type: "image", attrs: { src, alt: "" } });

  /** Uploads (a file, or an image fetched from a URL) and inserts it; errors stay in the dialog. */
  const uploadAndInsert = async (upload: () => Promise<{ url: string }>) => {
    setBusy(true);
    setError(null);
    try {
      insertImage((await upload()).url);
      close();
    } catch (e) {
      setError(imageError(e));
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await uploadAndInsert(() => uploadImage(host, file));
    if (fileRef.current) fileRef.current.value = "";
  };

  const onImageUrl = async (url: string) => {
    if (!isImageUrl(url)) {
      setError(t("errors.invalid-url"));
      return;
    }
    await uploadAndInsert(() => uploadImageByUrl(host, url));
  };

  const onEmbed = (value: string) => {
    if (provider === "html") {
      insertBlock(editor, {
        type: "embed",
        attrs: { provider: "html", url: "https://html.embed/", id: null, html: value },
      });
      close();
      return;
    }
    const parsed = parseEmbedUrl(value, provider);
    if (!parsed) {
      setError(t(`errors.${EMBED_ERROR[provider]}`));
      return;
    }
    insertBlock(editor, { type: "embed", attrs: { ...parsed, html: null } });
    close();
  };

  const onLinkCard = async (url: string) => {
    if (!isWebUrl(url)) {
      setError(t("errors.invalid-url"));
      return;
    }
    setBusy(true);
    try {
      const card = await fetchLinkCard(host, url);
      insertBlock(editor, { type: "linkCard", attrs: card });
      close();
    } catch (e) {
      setError(t(linkCardErrorMessageKey(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      role="toolbar"
      aria-label={t("posts.editor.toolbar")}
      borderBottomWidth="1px"
      px="2"
      py="1.5"
      bg="bg.subtle"
      roundedTop="md"
    >
      <HStack gap="0.5" wrap="wrap">
        <ToolButton label={t("posts.editor.h3")} active={state.h3} onClick={() => heading(3)}>
          H3
        </ToolButton>
        <ToolButton label={t("posts.editor.h4")} active={state.h4} onClick={() => heading(4)}>
          H4
        </ToolButton>
        <ToolButton label={t("posts.editor.h5")} active={state.h5} onClick={() => heading(5)}>
          H5
        </ToolButton>
        <Separator orientation="vertical" height="5" mx="1" />
        <ToolButton
          label={t("posts.editor.bold")}
          active={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <Text as="span" fontWeight="bold">
            B
          </Text>
        </ToolButton>
        <ToolButton
          label={t("posts.editor.italic")}
          active={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <Text as="span" fontStyle="italic" fontFamily="serif">
            I
          </Text>
        </ToolButton>
        <ToolButton
          label={t("posts.editor.bulletList")}
          active={state.bullet}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          • —
        </ToolButton>
        <ToolButton
          label={t("posts.editor.orderedList")}
          active={state.ordered}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          1.
        </ToolButton>
        <ToolButton
          label={t("posts.editor.quote")}
          active={state.quote}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        >
          “ ”
        </ToolButton>
        <Separator orientation="vertical" height="5" mx="1" />
        <ToolButton label={t("posts.editor.link")} active={state.link} onClick={() => open("link")}>
          {t("posts.editor.linkShort")}
        </ToolButton>
        {features.image && (
          <ToolButton label={t("posts.editor.image")} onClick={() => open("image")}>
            {t("posts.editor.imageShort")}
          </ToolButton>
        )}
        {features.embeds.length > 0 && (
          <ToolButton
            label={t("posts.editor.embed")}
            onClick={() => {
              setProvider(features.embeds[0] ?? "youtube");
              open("embed");
            }}
          >
            {t("posts.editor.embedShort")}
          </ToolButton>
        )}
        <ToolButton label={t("posts.editor.linkCard")} onClick={() => open("linkCard")}>
          {t("posts.editor.linkCardShort")}
        </ToolButton>
        {features.poll && (
          <ToolButton label={t("polls.title")} onClick={() => open("poll")}>
            {t("polls.short")}
          </ToolButton>
        )}
      </HStack>

      <PollDialog
        open={dialog === "poll"}
        finalFocusEl={editorDom}
        onClose={close}
        onSubmit={(poll) => {
          insertBlock(editor, { type: "poll", attrs: poll });
          close();
        }}
      />

      <InputDialog
        open={dialog === "link"}
        title={t("posts.editor.link")}
        label={t("posts.editor.url")}
        placeholder="https://"
        initialValue={state.href}
        confirmText={t("posts.editor.apply")}
        error={error}
        isValid={(url) => SAFE_LINK.test(url)}
        onSubmit={applyLink}
        onClose={close}
        finalFocusEl={editorDom}
        extraAction={
          state.link ? (
            <Button
              variant="ghost"
              colorPalette="red"
              mr="auto"
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                close();
              }}
            >
              {t("posts.editor.removeLink")}
            </Button>
          ) : null
        }
      />

      <InputDialog
        open={dialog === "image"}
        title={t("posts.editor.image")}
        label={t("posts.editor.imageUrl")}
        placeholder="https://"
        confirmText={t("posts.editor.insert")}
        error={error}
        isValid={isImageUrl}
        loading={busy}
        hideField={!features.imageByUrl}
        onSubmit={(url) => void onImageUrl(url)}
        onClose={close}
        finalFocusEl={editorDom}
      >
        <Stack gap="2">
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            hidden
            data-testid="image-file-input"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button variant="outline" onClick={() => fileRef.current?.click()} loading={busy}>
            {t("posts.editor.uploadImage")}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t("posts.editor.imageHint")}
          </Text>
        </Stack>
      </InputDialog>

      <InputDialog
        open={dialog === "embed"}
        title={t("posts.editor.embed")}
        label={provider === "html" ? t("posts.editor.embedHtml") : t("posts.editor.url")}
        multiline={provider === "html"}
        placeholder={provider === "html" ? "<div>…</div>" : "https://"}
        confirmText={t("posts.editor.insert")}
        error={error}
        isValid={(value) => provider === "html" || parseEmbedUrl(value, provider) !== null}
        onSubmit={onEmbed}
        onClose={close}
        finalFocusEl={editorDom}
      >
        <LabelledSelect
          label={t("posts.editor.embedProvider")}
          options={features.embeds.map((p) => ({ value: p, label: t(`posts.embeds.${p}`) }))}
          select={{
            value: provider,
            onChange: (e) => {
              setError(null);
              setProvider(e.target.value as EmbedProvider);
            },
          }}
        />
      </InputDialog>

      <InputDialog
        open={dialog === "linkCard"}
        title={t("posts.editor.linkCard")}
        label={t("posts.editor.url")}
        placeholder="https://"
        confirmText={t("posts.editor.insert")}
        error={error}
        isValid={isWebUrl}
        loading={busy}
        onSubmit={(url) => void onLinkCard(url)}
        onClose={close}
        finalFocusEl={editorDom}
      />
    </Box>
  );
}
