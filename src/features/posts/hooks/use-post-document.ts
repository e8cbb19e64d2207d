import { type Editor, useEditor } from "@tiptap/react";
import { type RefObject, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { EmbedProvider } from "../../../../domain/content/embed-urls";
import type { Doc } from "../../../../domain/content/schema";
import { createExtensions } from "../components/editor/extensions";

/** Images dropped or pasted into the text, uploaded at `position`; null: inline images are off. */
export type DropImages = (files: File[], position: number) => void;

/**
 * The post's rich text (TipTap) and its plain text, which tag suggestions read. `onChange` runs
 * on every edit; `dropImages` is read when images land. Both are refs the editor sets each
 * render, so the document's options never change.
 */
export function usePostDocument({
  content,
  embeds,
  dropImages,
  onChange,
}: {
  content: Doc | null;
  embeds: readonly EmbedProvider[];
  dropImages: RefObject<DropImages | null>;
  onChange: RefObject<() => void>;
}): { editor: Editor; text: string; setText: (text: string) => void } {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const embedsRef = useRef(embeds);
  embedsRef.current = embeds;
  // useEditor compares its options with the editor's on every render and, when one differs
  // (a new extensions array or editorProps object), calls setOptions, which makes ProseMirror
  // redraw the document and its node views: on every keystroke and every refetch above. So the
  // options are made once (the editor remounts with a new target anyway).
  const [extensions] = useState(() =>
    createExtensions({
      embedProviders: () =>
        embedsRef.current.filter((p): p is Exclude<EmbedProvider, "html"> => p !== "html"),
      dropImages: () => dropImages.current,
    }),
  );
  const [initialContent] = useState(() => content ?? "");
  const label = t("posts.editor.content");
  const editorProps = useMemo(
    () => ({
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class: "ticker-prose",
      },
    }),
    [label],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: true,
    editorProps,
    onCreate: ({ editor: e }) => setText(e.getText()),
    onUpdate: ({ editor: e }) => {
      setText(e.getText());
      onChange.current();
    },
  });
  return { editor, text, setText };
}
