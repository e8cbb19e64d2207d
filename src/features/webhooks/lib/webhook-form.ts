import {
  WEBHOOK_NAME_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from "../../../../domain/schemas/webhook";
import { ApiError } from "../../../lib/api-client";
import { type FieldProblem, requiredTextProblem } from "../../../lib/field-problem";

export const nameProblem = (value: string) => requiredTextProblem(value, WEBHOOK_NAME_MAX_LENGTH);

/** The form only checks the shape; which addresses are allowed only the server decides. */
export function urlProblem(value: string): FieldProblem | null {
  const given = requiredTextProblem(value, WEBHOOK_URL_MAX_LENGTH);
  if (given) return given;
  try {
    const url = new URL(value.trim());
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
