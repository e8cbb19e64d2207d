import { z } from "zod";
import { ZTagRequest } from "../../../../domain/schemas/tag";
import { ApiError } from "../../../lib/api-client";

export const ZTagForm = z.object({ name: ZTagRequest.shape.name });

/** Translation key for a name field error: zod's issue code, or the server's errorKey. */
export function tagNameErrorKey(type: string | undefined): string | undefined {
  if (!type) return undefined;
  if (type === "tag-not-unique") return "errors.tag-not-unique";
  return type === "too_big" ? "tags.validation.tooLong" : "tags.validation.required";
}

/** The case-insensitive uniqueness rule, checked before the server is asked. */
export function isDuplicateTag(
  name: string,
  tags: readonly { id: string; name: string }[],
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return tags.some((t) => t.id !== exceptId && t.name.toLocaleLowerCase() === wanted);
}

export const isTagNotUnique = (error: unknown): boolean =>
  error instanceof ApiError && error.errorKey === "tag-not-unique";
