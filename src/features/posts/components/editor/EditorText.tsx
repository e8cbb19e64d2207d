import { Box } from "@chakra-ui/react";
import { type Editor, EditorContent } from "@tiptap/react";
import type { ReactNode } from "react";
import type { EmbedProvider } from "../../../../../domain/content/embed-urls";
import { proseCss } from "../../lib/prose";
import { OmniInput } from "./OmniInput";
import { Toolbar } from "./Toolbar";

/** The rich text with its toolbar, the extensions' tools under it and the omni input. */
export function EditorText({
  editor,
  host,
  embeds,
  imagesOn,
  imageByUrlOn,
  pollOn,
  omniOn,
  extensionTools,
}: {
  editor: Editor;
  host: string;
  embeds: EmbedProvider[];
  imagesOn: boolean;
  imageByUrlOn: boolean;
  pollOn: boolean;
  omniOn: boolean;
  extensionTools?: ReactNode;
}) {
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" _focusWithin={{ borderColor: "brand.solid" }}>
      <Toolbar
        editor={editor}
        host={host}
        features={{ image: imagesOn, imageByUrl: imageByUrlOn, embeds, poll: pollOn }}
      />
      {extensionTools}
      {omniOn && (
        <OmniInput
          editor={editor}
          host={host}
          imagesOn={imagesOn}
          embedProviders={embeds.filter((p): p is Exclude<EmbedProvider, "html"> => p !== "html")}
        />
      )}
      <Box
        px="3"
        py="2"
        minHeight="40"
        css={{
          // The reader's typography (feed and embed), so what is written is what readers get.
          "& .ProseMirror": { ...proseCss, minHeight: "36", outline: "none" },
          "& .ProseMirror p.is-editor-empty:first-of-type::before": {
            content: "attr(data-placeholder)",
          },
        }}
        className="ticker-prose-host"
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
