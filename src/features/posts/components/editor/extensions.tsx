import { Badge, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { Node } from "@tiptap/core";
import Image_ from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type EmbedProvider,
  type ParsedEmbed,
  parseEmbedUrl,
} from "../../../../../domain/content/embed-urls";
import { HEADING_LEVELS } from "../../../../../domain/content/schema";
import { ZBlockData } from "../../../../../domain/schemas/extension-bridge";
import { atomBlock, BlockFrame } from "./block-node";
import { ExtensionBlockDialog } from "./ExtensionBlockDialog";
import { insertBlock } from "./insert-block";
import { PollNode } from "./poll-node";

export const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const PROVIDER_LABEL: Record<EmbedProvider, string> = {
  twitter: "X / Twitter",
  youtube: "YouTube",
  facebook: "Facebook",
  instagram: "Instagram",
  infogram: "Infogram",
  html: "HTML",
};

const str = (v: unknown): string => (typeof v === "string" ? v : "");

function EmbedView({ node, selected }: ReactNodeViewProps) {
  const provider = str(node.attrs.provider) as EmbedProvider;
  const url = str(node.attrs.url);
  const id = str(node.attrs.id);
  return (
    <NodeViewWrapper data-embed={provider} contentEditable={false}>
      <BlockFrame selected={selected}>
        <HStack gap="2" mb="1">
          <Badge colorPalette="purple" size="sm">
            {PROVIDER_LABEL[provider] ?? provider}
          </Badge>
          {id && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {id}
            </Text>
          )}
        </HStack>
        {provider === "youtube" && id ? (
          <Image
            src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
            alt=""
            width="full"
            aspectRatio="16 / 9"
            objectFit="cover"
            rounded="sm"
          />
        ) : null}
        <Text fontSize="sm" color="fg.muted" truncate>
          {provider === "html" ? str(node.attrs.html).slice(0, 140) : url}
        </Text>
      </BlockFrame>
    </NodeViewWrapper>
  );
}

function LinkCardView({ node, selected }: ReactNodeViewProps) {
  const image = str(node.attrs.image);
  return (
    <NodeViewWrapper data-link-card="" contentEditable={false}>
      <BlockFrame selected={selected} display="flex" alignItems="stretch" p="0" overflow="hidden">
        {image && <Image src={image} alt="" width="28" objectFit="cover" flexShrink={0} />}
        <Stack gap="0.5" p="3" minWidth="0">
          <Text fontSize="xs" color="fg.muted" truncate>
            {str(node.attrs.siteName) || str(node.attrs.url)}
          </Text>
          <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
            {str(node.attrs.title) || str(node.attrs.url)}
          </Text>
          {str(node.attrs.description) && (
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {str(node.attrs.description)}
            </Text>
          )}
        </Stack>
      </BlockFrame>
    </NodeViewWrapper>
  );
}

const attr = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute(`data-${name}`),
  renderHTML: (attrs: Record<string, unknown>) =>
    attrs[name] == null ? {} : { [`data-${name}`]: String(attrs[name]) },
});

export const EmbedNode = atomBlock(
  "embed",
  "data-embed-node",
  () => ({ provider: attr("provider"), url: attr("url"), id: attr("id"), html: attr("html") }),
  EmbedView,
);

export const LinkCardNode = atomBlock(
  "linkCard",
  "data-link-card-node",
  () => ({
    url: attr("url"),
    title: attr("title"),
    description: attr("description"),
    image: attr("image"),
    siteName: attr("siteName"),
  }),
  LinkCardView,
);

/** An account extension's custom block (e.g. "score"): its text stands in while editing. */
function ExtensionBlockView({ node, selected, updateAttributes, editor }: ReactNodeViewProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const blockType = str(node.attrs.blockType);
  const parsed = ZBlockData.safeParse(node.attrs.data);
  return (
    <NodeViewWrapper data-extension-block={blockType} contentEditable={false}>
      <BlockFrame selected={selected} display="flex" alignItems="center" gap="2">
        <Badge colorPalette="teal" size="sm">
          {blockType}
        </Badge>
        <Text fontSize="sm" truncate flex="1">
          {str(node.attrs.text)}
        </Text>
        {parsed.success && editor.isEditable && (
          <Button
            size="xs"
            variant="outline"
            flexShrink={0}
            aria-label={t("posts.editor.extensionBlock.edit", { type: blockType })}
            onClick={() => setEditing(true)}
          >
            {t("posts.editor.extensionBlock.editShort")}
          </Button>
        )}
      </BlockFrame>
      {editing && parsed.success && (
        <ExtensionBlockDialog
          blockType={blockType}
          data={parsed.data}
          text={str(node.attrs.text)}
          onSave={(block) => {
            updateAttributes(block);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </NodeViewWrapper>
  );
}

export const ExtensionBlockNode = atomBlock(
  "extensionBlock",
  "data-extension-block-node",
  () => ({
    blockType: attr("blockType"),
    data: {
      default: {},
      parseHTML: (el: HTMLElement) => {
        try {
          return JSON.parse(el.getAttribute("data-block") ?? "{}") as unknown;
        } catch {
          return {};
        }
      },
      renderHTML: (attrs: Record<string, unknown>) => ({
        "data-block": JSON.stringify(attrs.data ?? {}),
      }),
    },
    text: { default: "" },
  }),
  ExtensionBlockView,
);

export interface ExtensionOptions {
  /** Providers whose feature flag is on: a pasted URL of one of them becomes an embed. */
  embedProviders: () => readonly ParsedEmbed["provider"][];
  /** Image files dropped at a document position; absent while images are switched off. */
  dropImages?: () => ((files: File[], position: number) => void) | null;
  placeholder?: string;
}

const IMAGE_TYPES = /^image\/(jpeg|png|gif|webp)$/;

/**
 * Pasting a bare provider URL inserts the structured embed instead of text; dropping image
 * files uploads them and inserts them where they were dropped.
 */
const pasteAndDrop = (options: ExtensionOptions) =>
  Node.create({
    name: "pasteAndDrop",
    addProseMirrorPlugins() {
      const editor = this.editor;
      return [
        new Plugin({
          key: new PluginKey("pasteAndDrop"),
          props: {
            handlePaste: (_view, event) => {
              const text = event.clipboardData?.getData("text/plain")?.trim() ?? "";
              if (!text || /\s/.test(text)) return false;
              const parsed = parseEmbedUrl(text);
              if (!parsed || !options.embedProviders().includes(parsed.provider)) return false;
              insertBlock(editor, { type: "embed", attrs: { ...parsed, html: null } });
              return true;
            },
            handleDrop: (view, event) => {
              const drop = options.dropImages?.();
              const files = [...(event.dataTransfer?.files ?? [])].filter((f) =>
                IMAGE_TYPES.test(f.type),
              );
              if (!drop || files.length === 0) return false;
              const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
              event.preventDefault();
              drop(files, at?.pos ?? view.state.selection.to);
              return true;
            },
          },
        }),
      ];
    },
  });

/** Exactly the node and mark types domain/content/schema.ts allows, nothing else. */
export function createExtensions(options: ExtensionOptions) {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto"],
      isAllowedUri: (url) => SAFE_LINK.test(url),
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
    Image_.configure({ inline: false, allowBase64: false }),
    EmbedNode,
    LinkCardNode,
    ExtensionBlockNode,
    PollNode,
    pasteAndDrop(options),
  ];
}
