import type { Editor, JSONContent } from "@tiptap/core";
import { GapCursor } from "@tiptap/pm/gapcursor";
import { NodeSelection, TextSelection, type Transaction } from "@tiptap/pm/state";

/**
 * ProseMirror leaves a freshly inserted atom block node-selected, and the next insert would
 * replace it: the cursor goes after the block instead (into the next paragraph, or a gap
 * cursor where no paragraph follows).
 */
function cursorAfterInserted(tr: Transaction): void {
  const selection = tr.selection;
  if (!(selection instanceof NodeSelection)) return;
  const $after = tr.doc.resolve(selection.to);
  if ($after.nodeAfter?.isTextblock)
    tr.setSelection(TextSelection.create(tr.doc, selection.to + 1));
  else if (!$after.parent.isTextblock) tr.setSelection(new GapCursor($after));
}

/**
 * Adds a block (embed, image, link card) at the cursor, or at `at` (a drop). A selected block
 * is kept: the new one goes after it. Replacing a block is the user deleting it first.
 */
export function insertBlock(editor: Editor, content: JSONContent, at?: number): boolean {
  const { selection } = editor.state;
  const position = at ?? (selection instanceof NodeSelection ? selection.to : undefined);
  const chain = editor.chain().focus();
  return (
    position === undefined ? chain.insertContent(content) : chain.insertContentAt(position, content)
  )
    .command(({ tr }) => {
      cursorAfterInserted(tr);
      return true;
    })
    .run();
}
