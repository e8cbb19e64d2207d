import { z } from "zod";
import { SPORTS_PROVIDERS } from "../account-settings";
import { EXTENSION_API_VERSION, EXTENSION_BLOCK_TYPE_PATTERN } from "../extensions";
import { ZExtensionType } from "./extension";

/**
 * The message bridge between the suite and an editor extension's sandboxed frame.
 * The frame has an opaque origin, so every message is checked against these schemas on both
 * sides; anything else is dropped. Nothing here carries the user's token: the frame only ever
 * gets the extension's own code and the context below.
 */

/** The account's sports data as extensions see it: provider and competitions, never the key. */
export const ZExtensionSports = z.object({
  provider: z.enum(SPORTS_PROVIDERS),
  competitionIds: z.array(z.string()),
});
export type ExtensionSports = z.infer<typeof ZExtensionSports>;

export const ZExtensionContext = z.object({
  lang: z.enum(["en", "no"]),
  theme: z.enum(["light", "dark"]),
  /** accountKey.accountDomain */
  host: z.string(),
  channelId: z.string().nullable(),
  sports: ZExtensionSports,
});
export type ExtensionContext = z.infer<typeof ZExtensionContext>;

/** One extension's code as the suite loads it (GET /extension-runtime/{host}). */
export const ZRuntimeExtension = z.object({
  id: z.string(),
  type: ZExtensionType,
  name: z.string(),
  cssString: z.string(),
  javaScriptString: z.string(),
});
export type RuntimeExtension = z.infer<typeof ZRuntimeExtension>;

export const ZExtensionRuntime = z.object({
  apiVersion: z.literal(EXTENSION_API_VERSION),
  /** Enabled suite-side extensions, libraries first. */
  extensions: z.array(ZRuntimeExtension),
  sports: ZExtensionSports,
});
export type ExtensionRuntime = z.infer<typeof ZExtensionRuntime>;

/** A custom block's data: flat and small, so it validates and renders safely everywhere. */
export const ZBlockValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export const ZBlockData = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), ZBlockValue)
  .refine((data) => Object.keys(data).length <= 30, { message: "too-many-keys" });
export type BlockData = z.infer<typeof ZBlockData>;

export const ZBlockType = z.string().regex(EXTENSION_BLOCK_TYPE_PATTERN);

/** What the post editor holds, as a postEditor panel reads it. */
export const ZPostSnapshot = z.object({ title: z.string(), text: z.string() });
export type PostSnapshot = z.infer<typeof ZPostSnapshot>;

/** Suite → frame. */
export const ZSuiteMessage = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("ticker:init"),
    apiVersion: z.literal(EXTENSION_API_VERSION),
    extension: ZRuntimeExtension,
    /** The account's jsLibrary code, run before the extension's own. */
    libraries: z.array(ZRuntimeExtension),
    context: ZExtensionContext,
    post: ZPostSnapshot.nullable(),
  }),
  z.object({ kind: z.literal("ticker:post"), post: ZPostSnapshot }),
  /** The extension's toolbar button was pressed (integratedPostEditor, inlineEditor). */
  z.object({ kind: z.literal("ticker:action") }),
]);
export type SuiteMessage = z.infer<typeof ZSuiteMessage>;

export const FAILURE_PHASES = ["load", "init"] as const;
export type FailurePhase = (typeof FAILURE_PHASES)[number];

/** Frame → suite. */
export const ZFrameMessage = z.discriminatedUnion("kind", [
  /** The runtime's page is up and waits for ticker:init. */
  z.object({ kind: z.literal("ticker:frame") }),
  /** Registered and initialised; tools name their toolbar button. */
  z.object({
    kind: z.literal("ticker:ready"),
    label: z.string().trim().min(1).max(60).nullable(),
    blockType: ZBlockType.nullable(),
  }),
  z.object({
    kind: z.literal("ticker:failed"),
    phase: z.enum(FAILURE_PHASES),
    message: z.string().max(500),
  }),
  z.object({ kind: z.literal("ticker:insertText"), text: z.string().min(1).max(5000) }),
  z.object({
    kind: z.literal("ticker:insertBlock"),
    block: z.object({
      blockType: ZBlockType,
      data: ZBlockData,
      text: z.string().max(500),
    }),
  }),
  z.object({ kind: z.literal("ticker:resize"), height: z.number().int().min(0).max(2000) }),
]);
export type FrameMessage = z.infer<typeof ZFrameMessage>;

/** A message from the other side, or null when it is not one of ours (never throws). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const parsed = ZFrameMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function parseSuiteMessage(data: unknown): SuiteMessage | null {
  const parsed = ZSuiteMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}
