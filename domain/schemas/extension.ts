import { z } from "zod";
import { NAME_MAX_LENGTH } from "../constants";
import { EXTENSION_CSS_MAX, EXTENSION_JS_MAX, EXTENSION_TYPES } from "../extensions";
import { ZHostParams } from "./common";

export const ZExtensionType = z.enum(EXTENSION_TYPES);

/** An extension as the API answers it (type, name, cssString, javaScriptString). */
export const ZExtension = z.object({
  id: z.string(),
  type: ZExtensionType,
  name: z.string(),
  cssString: z.string(),
  javaScriptString: z.string(),
  /** Off: kept, but neither the suite nor the embed loads it. */
  enabled: z.boolean(),
  createdUtc: z.string(),
  updatedUtc: z.string(),
});
export type Extension = z.infer<typeof ZExtension>;
export const ZExtensionList = z.array(ZExtension);

/**
 * Create and edit body. Syntax of the code is checked by the server with a real parser
 * (extension-invalid-javascript / extension-invalid-css); here only shape and size.
 */
export const ZExtensionRequest = z.object({
  type: ZExtensionType,
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  cssString: z.string().max(EXTENSION_CSS_MAX).default(""),
  javaScriptString: z.string().max(EXTENSION_JS_MAX).default(""),
});
export type ExtensionRequest = z.input<typeof ZExtensionRequest>;

export const ZExtensionParams = ZHostParams.extend({
  id: z.string().uuid(),
});

/** PUT /extensions/{host}/{id}/enabled: the per-account switch, like the feature flags. */
export const ZExtensionEnabledRequest = z.object({ enabled: z.boolean() });
