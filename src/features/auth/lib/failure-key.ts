import { ApiError } from "../../../lib/api-client";

/** The translation key of a failed call: the server's error key, or the form's own message. */
export const failureKey = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.errorKey ? `errors.${error.errorKey}` : fallback;
