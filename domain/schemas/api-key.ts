import { z } from "zod";
import { ZHostParams } from "./common";

/**
 * Custom keys: bounds the spec leaves open. Generated keys are 32 url-safe characters; a custom
 * one must not be much easier to guess.
 */
export const API_KEY_MIN_LENGTH = 20;
export const API_KEY_MAX_LENGTH = 64;
export const GENERATED_API_KEY_BYTES = 24;
/** A key's name is shown as the author of the posts it publishes, so it fits a byline. */
export const API_KEY_NAME_MAX_LENGTH = 80;
/** ASCII letters, digits, "-" and "_" (non-ASCII letters are rejected). */
export const API_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

export const ZApiKeyName = z.string().trim().min(1).max(API_KEY_NAME_MAX_LENGTH);

export const ZApiKey = z.object({
  id: z.string(),
  /** Who the key acts as: the author of its posts and the actor in the activity log. */
  name: z.string(),
  /** The key masked (domain/api-key-mask.ts): the whole key only ever comes from reveal. */
  masked: z.string(),
  createdUtc: z.string(),
  /** The id is null once the creating user is deleted; the name stays. */
  createdBy: z.object({ id: z.string().nullable(), displayName: z.string() }),
});
export type ApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeyList = z.array(ZApiKey);

/** The custom key, when given: the message of a bad character is the spec's errorKey. */
export const ZCustomApiKey = z
  .string()
  .trim()
  .regex(API_KEY_PATTERN, { message: "api-key-invalid-character" })
  .min(API_KEY_MIN_LENGTH, { message: "api-key-too-short" })
  .max(API_KEY_MAX_LENGTH);

/** POST /accounts/{key}/api-keys?apiKey= — empty or absent means "generate one". */
export const ZCreateApiKeyQuery = z.object({
  apiKey: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(ZCustomApiKey.optional()),
});

/**
 * POST /accounts/{key}/api-keys: the body is optional, as the spec's call sends none; the key
 * itself comes in the query. Without a name the key is named by its mask.
 */
export const ZCreateApiKeyRequest = z.object({
  name: ZApiKeyName.optional().describe(
    "Shown as the author of the posts the key publishes; the masked key when left out",
  ),
});
export type CreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

export const ZApiKeyParams = ZHostParams.extend({
  id: z.string().uuid(),
});

/** POST /accounts/{key}/api-keys/{id}/reveal: the whole key, for the clipboard. */
export const ZRevealApiKeyResponse = z.object({ apiKey: z.string() });
