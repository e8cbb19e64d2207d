import type { Editor } from "@tiptap/core";
import { uploadImage } from "../../api/posts";
import { insertBlock } from "./insert-block";

/**
 * Uploads image files one by one and inserts each as an image block, the first at `at` (a drop)
 * or the cursor, the rest after it. Stops at the first failure, which it throws, so what was
 * uploaded before stays in the post.
 */
export async function uploadImagesInto(
  editor: Editor,
  host: string,
  files: readonly File[],
  at?: number,
): Promise<void> {
  let position = at;
  for (const file of files) {
    const uploaded = await uploadImage(host, file);
    insertBlock(editor, { type: "image", attrs: { src: uploaded.url, alt: "" } }, position);
    position = undefined;
  }
}
