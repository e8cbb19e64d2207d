import { errorKeyOf } from "../../api/posts";

const IMAGE_ERRORS = new Set([
  "image-too-large",
  "invalid-url",
  "image-type-unsupported",
  "image-corrupt",
  "image-dimensions-too-large",
]);

/** The translation key for a failed image upload: the server's reason, or the default. */
export function imageErrorMessageKey(error: unknown): string {
  const key = errorKeyOf(error);
  return key && IMAGE_ERRORS.has(key) ? `errors.${key}` : "posts.editor.imageFailed";
}
