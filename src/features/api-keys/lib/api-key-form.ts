import {
  API_KEY_MAX_LENGTH,
  API_KEY_MIN_LENGTH,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PATTERN,
} from "../../../../domain/schemas/api-key";
import { ApiError } from "../../../lib/api-client";
import {
  type FieldProblem,
  requiredTextProblem,
  tooLong,
  tooShort,
} from "../../../lib/field-problem";

/**
 * The custom key's rules, checked before the server is asked: empty is fine (the
 * server generates one); else valid characters only and length bounds. Whether it is taken only
 * the server knows: the list holds masked keys.
 */
export function apiKeyProblem(value: string): FieldProblem | null {
  const key = value.trim();
  if (key === "") return null;
  if (!API_KEY_PATTERN.test(key)) return { key: "errors.api-key-invalid-character" };
  if (key.length < API_KEY_MIN_LENGTH) return tooShort(API_KEY_MIN_LENGTH);
  return key.length > API_KEY_MAX_LENGTH ? tooLong(API_KEY_MAX_LENGTH) : null;
}

const notUnique = (apiKey: string): FieldProblem => ({
  key: "apiKeys.errors.notUnique",
  values: { apiKey },
});

/** The server's verdicts that belong on the field; null for a failed request. */
export function serverApiKeyProblem(error: unknown, apiKey: string): FieldProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.errorKey === "api-key-not-unique") return notUnique(apiKey);
  if (error.errorKey === "api-key-invalid-character" || error.errorKey === "api-key-too-short") {
    return { key: `errors.${error.errorKey}` };
  }
  return null;
}

/** The name is required (it is the author of the key's posts) and fits a byline. */
export const apiKeyNameProblem = (value: string) =>
  requiredTextProblem(value, API_KEY_NAME_MAX_LENGTH);
