import {
  WEBHOOK_NAME_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from "../../../../domain/schemas/webhook";
import { ApiError } from "../../../lib/api-client";

/** An i18n key and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

export function nameProblem(value: string): FieldProblem | null {
  const name = value.trim();
  if (name === "") return { key: "forms.errors.required" };
  if (name.length > WEBHOOK_NAME_MAX_LENGTH) {
    return { key: "forms.errors.maxLength", values: { length: WEBHOOK_NAME_MAX_LENGTH } };
  }
  return null;
}

/** The form only checks the shape; which addresses are allowed only the server decides. */
export function urlProblem(value: string): FieldProblem | null {
  const raw = value.trim();
  if (raw === "") return { key: "forms.errors.required" };
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) {
    return { key: "forms.errors.maxLength", values: { length: WEBHOOK_URL_MAX_LENGTH } };
  }
  try {
    const url = new URL(raw);
    if (url.protocol === "http:" || url.protocol === "https:") return null;
  } catch {
    // falls through
  }
  return { key: "errors.webhook-url-invalid" };
}

/** The server's refusals that belong on the URL field; null for anything else. */
export function serverUrlProblem(error: unknown): FieldProblem | null {
  if (!(error instanceof ApiError) || !error.errorKey?.startsWith("webhook-url-")) return null;
  return { key: `errors.${error.errorKey}` };
}
