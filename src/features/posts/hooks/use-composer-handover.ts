import { Selection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { type RefObject, useEffect, useLayoutEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type ComposerDraft, composerDoc } from "../components/editor/EditorComposer";
import type { FormFields } from "./use-editor-form";

/**
 * The composer's text, handed over in the commit that replaced it (a layout effect): a key
 * pressed next lands in the editor, where the caret already is. The baseline is taken first,
 * so what was typed counts as a change, and it is kept on the device like any change.
 */
export function useComposerHandover({
  opening,
  form,
  editor,
  titleRef,
  takeBaseline,
  changed,
}: {
  opening: ComposerDraft | undefined;
  form: UseFormReturn<FormFields>;
  editor: Editor;
  titleRef: RefObject<HTMLInputElement | null>;
  takeBaseline: () => void;
  changed: RefObject<() => void>;
}) {
  const handedOver = Boolean(opening && (opening.title || opening.text || opening.focus));
  // biome-ignore lint/correctness/useExhaustiveDependencies: handed over once, as the editor opens.
  useLayoutEffect(() => {
    if (!opening || !handedOver) return;
    takeBaseline();
    if (opening.title) form.setValue("title", opening.title);
    if (opening.text) editor.commands.setContent(composerDoc(opening.text));
    // Focused now, not by RHF's setFocus (a timeout) or TipTap's focus command (the next
    // frame): a key pressed in between would go nowhere.
    const input = titleRef.current;
    if (opening.focus === "title" && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    if (opening.focus === "content") {
      editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
      editor.view.focus();
    }
  }, []);
  // Kept on the device like any change, once the form has mounted (before, it reads its defaults).
  // biome-ignore lint/correctness/useExhaustiveDependencies: handed over once, as the editor opens.
  useEffect(() => {
    if (handedOver) changed.current();
  }, []);
}
