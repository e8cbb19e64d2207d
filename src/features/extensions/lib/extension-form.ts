import { z } from "zod";
import { NAME_MAX_LENGTH } from "../../../../domain/constants";
import { EXTENSION_CSS_MAX, EXTENSION_JS_MAX } from "../../../../domain/extensions";
import type { Extension, ExtensionRequest } from "../../../../domain/schemas/extension";
import { ZExtensionType } from "../../../../domain/schemas/extension";
import { ApiError } from "../../../lib/api-client";

/** Messages are i18n keys; bounds are passed as {{length}} where the message names one. */
export const ZExtensionForm = z.object({
  type: z.union([ZExtensionType, z.literal("")]).refine((v) => v !== "", "forms.errors.required"),
  name: z
    .string()
    .trim()
    .min(1, "forms.errors.required")
    .max(NAME_MAX_LENGTH, "forms.errors.maxLength"),
  cssString: z.string().max(EXTENSION_CSS_MAX, "forms.errors.maxLength"),
  javaScriptString: z.string().max(EXTENSION_JS_MAX, "forms.errors.maxLength"),
});
export type ExtensionForm = z.input<typeof ZExtensionForm>;

export const FIELD_MAX: Record<keyof ExtensionForm, number | undefined> = {
  type: undefined,
  name: NAME_MAX_LENGTH,
  cssString: EXTENSION_CSS_MAX,
  javaScriptString: EXTENSION_JS_MAX,
};

export const emptyExtensionForm = (): ExtensionForm => ({
  type: "",
  name: "",
  cssString: "",
  javaScriptString: "",
});

export const extensionToForm = (extension: Extension): ExtensionForm => ({
  type: extension.type,
  name: extension.name,
  cssString: extension.cssString,
  javaScriptString: extension.javaScriptString,
});

/** The payload of a valid form (the resolver has checked the type is chosen). */
export function formToInput(form: ExtensionForm): ExtensionRequest {
  const type = ZExtensionType.parse(form.type);
  return {
    type,
    name: form.name.trim(),
    cssString: form.cssString,
    javaScriptString: form.javaScriptString,
  };
}

export interface CodeFieldError {
  field: "cssString" | "javaScriptString";
  messageKey: string;
  /** The parser's "line:column: text", when the server named it. */
  detail?: string;
}

/** The server's syntax verdicts belong on their field; anything else is a failed save. */
export function codeFieldError(error: unknown): CodeFieldError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.errorKey === "extension-invalid-javascript") {
    return {
      field: "javaScriptString",
      messageKey: "errors.extension-invalid-javascript",
      detail: error.fields?.javaScriptString,
    };
  }
  if (error.errorKey === "extension-invalid-css") {
    return {
      field: "cssString",
      messageKey: "errors.extension-invalid-css",
      detail: error.fields?.cssString,
    };
  }
  return undefined;
}
