import { Field, Input, Text, Textarea } from "@chakra-ui/react";
import { memo, startTransition } from "react";
import { useTranslation } from "react-i18next";
import type { ContentNode, Doc } from "../../../../../domain/content/schema";
import { ListLoadError } from "../../../../components/ListStates";
import { EditorFrame } from "./EditorFrame";

/** What was typed in the composer before the editor opened, and which field had the caret. */
export interface ComposerDraft {
  title: string;
  text: string;
  focus: "title" | "content" | null;
}

export const EMPTY_COMPOSER: ComposerDraft = { title: "", text: "", focus: null };

/** The composer's text as the editor's document: a paragraph per line, exactly as typed. */
export const composerDoc = (text: string): Doc => ({
  type: "doc",
  content: text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(
      (line): ContentNode =>
        line
          ? { type: "paragraph", content: [{ type: "text", text: line }] }
          : { type: "paragraph" },
    ),
});

/**
 * A new post's first form: its title and its text, light enough to show with the page. Focusing
 * either field opens the editor (`onOpen`), whose toolbar, fields and lists are most of the
 * suite's first-load work. What is typed until the editor is there stays here and is handed over.
 * Memoized: the lists and the editor's code arriving re-render the editor's wrapper, not this.
 */
export const EditorComposer = memo(function EditorComposer({
  draft,
  onChange,
  onOpen,
  onTyping,
  onIntent,
  opening,
  failed,
  onRetry,
  minHeight,
}: {
  draft: ComposerDraft;
  onChange: (update: (draft: ComposerDraft) => ComposerDraft) => void;
  onOpen: () => void;
  onTyping?: () => void;
  /** The pointer is on the composer: the editor's code may start loading. */
  onIntent: () => void;
  /** Opened, and the editor's code or lists are still on their way. */
  opening: boolean;
  /** The editor's code could not be loaded (offline, say): what is typed stays here. */
  failed: boolean;
  onRetry: () => void;
  /** The room the editor will take, so nothing below moves when it opens. */
  minHeight: { base: string; md: string };
}) {
  const { t } = useTranslation();
  const focus = (field: ComposerDraft["focus"]) => {
    onChange((now) => ({ ...now, focus: field }));
    // Not inside the focus event: focus moved to the editor from there left Chromium's caret
    // behind, and the next typed text went nowhere.
    startTransition(onOpen);
  };
  const blur = () => onChange((now) => ({ ...now, focus: null }));
  const typed = (field: "title" | "text") => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange((now) => ({ ...now, [field]: value }));
  };
  return (
    <EditorFrame
      target={{ kind: "new" }}
      minHeight={minHeight}
      onInput={onTyping}
      onIntent={onIntent}
    >
      <Field.Root>
        <Field.Label>{t("posts.editor.title")}</Field.Label>
        <Input
          value={draft.title}
          onChange={typed("title")}
          onFocus={() => focus("title")}
          onBlur={blur}
          maxLength={300}
          placeholder={t("posts.editor.titlePlaceholder")}
          fontWeight="semibold"
        />
      </Field.Root>
      <Textarea
        aria-label={t("posts.editor.content")}
        value={draft.text}
        onChange={typed("text")}
        onFocus={() => focus("content")}
        onBlur={blur}
        placeholder={t("posts.editor.composePlaceholder")}
        flex="1"
        minHeight="40"
        resize="none"
      />
      {failed ? (
        <ListLoadError
          title={t("posts.editor.loadFailed")}
          hint={t("posts.editor.loadFailedHint")}
          onRetry={onRetry}
        />
      ) : (
        // A status, not aria-busy: the field being typed in must stay readable to screen readers.
        <Text role="status" fontSize="sm" color="fg.muted">
          {opening ? t("posts.editor.loading") : t("posts.editor.composeHint")}
        </Text>
      )}
    </EditorFrame>
  );
});
