import type { TFunction } from "i18next";
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isErrorKey } from "../../../../domain/errors";
import { ApiError } from "../../../lib/api-client";

/**
 * Schema messages are error keys ("only-one-sign-in-method" → errors.*) or form keys
 * ("forms.errors.maxLength") translated as they are; `max` fills {{length}}.
 */
export function translateMessage(t: TFunction, message: string | undefined, max?: number): string {
  if (!message) return "";
  if (isErrorKey(message)) return t(`errors.${message}`);
  if (message.includes(".")) return t(message, { length: max, max });
  return t("errors.validation-failed");
}

type Nested = FieldError | FieldErrors | (FieldError | undefined)[] | undefined;

/** The first message anywhere in a field's error tree (a list's root error, or an entry's). */
export function firstMessage(error: Nested | unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.message === "string" && e.message) return e.message;
  if (e.root) {
    const root = firstMessage(e.root);
    if (root) return root;
  }
  for (const [k, v] of Object.entries(e)) {
    if (k === "ref" || k === "type") continue;
    const m = firstMessage(v);
    if (m) return m;
  }
  return undefined;
}

/**
 * Puts a rejected save's field errors (`{fields: {"imageSourceSets.1": "..."}}`) under the
 * fields; answers false when nothing could be placed, so the caller shows a toast instead.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const top = path.split(".")[0] ?? "";
    if (!known.includes(top)) continue;
    setError(path as Path<T>, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The toast text of a failed save. */
export const saveErrorText = (t: TFunction, error: unknown): string =>
  error instanceof ApiError && error.errorKey
    ? t(`errors.${error.errorKey}`)
    : t("accounts.settings.saveFailed");
