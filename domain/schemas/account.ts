import { z } from "zod";
import {
  CLASS_NAME_MAX,
  CLASS_NAME_PATTERN,
  COMPETITION_ID_PATTERN,
  COMPETITION_IDS_MAX,
  duplicateSourceSetIndex,
  EMAIL_DOMAIN_PATTERN,
  EMAIL_DOMAINS_MAX,
  EMBED_ORIGIN_PATTERN,
  EMBED_ORIGINS_MAX,
  HTTP_HEADER_NAME_MAX,
  HTTP_HEADER_NAME_PATTERN,
  HTTP_HEADER_VALUE_MAX,
  HTTP_HEADER_VALUE_PATTERN,
  headerComplete,
  IMAGE_BASE_PATH_MAX,
  IMAGE_BASE_PATH_PATTERN,
  IMAGE_SOURCE_SETS_MAX,
  isReservedHeader,
  isSourceSetSize,
  SPORTS_API_KEY_MAX,
  SPORTS_PROVIDERS,
  singleSignInMethod,
} from "../account-settings";
import { NAME_MAX_LENGTH } from "../constants";
import { ACCOUNT_KEY_PATTERN } from "../host";
import { ZAiSettings } from "./ai";

/** An account as administration screens show it. */
export const ZAccount = z.object({
  id: z.string(),
  accountKey: z.string(),
  domain: z.string(),
  name: z.string(),
  displayName: z.string(),
  organizationName: z.string().nullable(),
  /** null for a top-level account. */
  parentAccountKey: z.string().nullable(),
  createdUtc: z.string(),
});
export type Account = z.infer<typeof ZAccount>;

/**
 * GET /accounts/{host}/sub-accounts: the sub-accounts of the organisation `host` belongs to
 * (the children of its top-level account), sorted by display name.
 */
export const ZSubAccounts = z.array(ZAccount);

// ---------------------------------------------------------------------------------------------
// Administration of accounts and their settings.

/** Messages are error keys (errors.*) or form keys the client translates as they are. */
const M = {
  required: "forms.errors.required",
  maxLength: "forms.errors.maxLength",
  headerName: "accounts.errors.headerName",
  headerReserved: "accounts.errors.headerReserved",
  headerValue: "accounts.errors.headerValue",
  className: "accounts.errors.className",
  basePath: "accounts.errors.basePath",
  origin: "accounts.errors.origin",
  competitionId: "accounts.errors.competitionId",
  tooMany: "accounts.errors.tooMany",
} as const;

/** Second path segments GET /accounts/{x}/{y} already uses; such keys would be unreachable. */
export const RESERVED_ACCOUNT_KEYS = ["sub-accounts", "api-keys"] as const;

/** A new account key: the pattern of domain/host.ts, minus the reserved words. */
export const ZAccountKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(ACCOUNT_KEY_PATTERN, "account-key-invalid")
  .refine((key) => !(RESERVED_ACCOUNT_KEYS as readonly string[]).includes(key), {
    message: "account-key-invalid",
  });

export const ZDisplayName = z.string().trim().min(1, M.required).max(NAME_MAX_LENGTH, M.maxLength);

export const ZNewSubAccount = z.object({ accountKey: ZAccountKey, displayName: ZDisplayName });
export type NewSubAccount = z.infer<typeof ZNewSubAccount>;

/** Most sub-accounts one request creates (the dialog stages several). */
export const SUB_ACCOUNTS_PER_REQUEST = 10;

/** POST /accounts/{host}/sub-accounts: one or more new sub-accounts of a top-level account. */
export const ZCreateSubAccountsRequest = z.object({
  accounts: z
    .array(ZNewSubAccount)
    .min(1, M.required)
    .max(SUB_ACCOUNTS_PER_REQUEST, M.tooMany)
    .refine((list) => new Set(list.map((a) => a.accountKey)).size === list.length, {
      message: "account-key-exists",
    }),
});

/** PATCH /accounts/{host}/displayname?displayname= */
export const ZRenameAccountQuery = z.object({ displayname: ZDisplayName });

/** GET /accounts/{domain}/{key} */
export const ZAccountPathParams = z.object({
  domain: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
});

// Usage settings: enforced SSO.
const ZEmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EMAIL_DOMAIN_PATTERN, "email-domain-invalid");
const ZEmailDomains = z.array(ZEmailDomain).max(EMAIL_DOMAINS_MAX, M.tooMany);

export const ZUsageSettings = z
  .object({
    enforceGoogleSignIn: z.boolean(),
    enforceGoogleSignInFrom: ZEmailDomains,
    enforceMsSignIn: z.boolean(),
    enforceMsSignInFrom: ZEmailDomains,
  })
  .refine(singleSignInMethod, { message: "only-one-sign-in-method", path: ["enforceMsSignIn"] });
export type UsageSettings = z.infer<typeof ZUsageSettings>;

// Media settings: image source sets, container class, base path.
export const ZImageSourceSet = z.object({
  width: z.number().refine(isSourceSetSize, "image-source-set-format"),
  height: z.number().refine(isSourceSetSize, "image-source-set-format"),
});

export const ZMediaSettings = z.object({
  imageSourceSets: z
    .array(ZImageSourceSet)
    .max(IMAGE_SOURCE_SETS_MAX, M.tooMany)
    .superRefine((sets, ctx) => {
      const i = duplicateSourceSetIndex(sets);
      if (i >= 0) ctx.addIssue({ code: "custom", message: "image-source-set-exists", path: [i] });
    }),
  imageContainerClassName: z
    .string()
    .trim()
    .max(CLASS_NAME_MAX, M.maxLength)
    .refine((v) => v === "" || CLASS_NAME_PATTERN.test(v), M.className),
  imageBasePath: z
    .string()
    .trim()
    .max(IMAGE_BASE_PATH_MAX, M.maxLength)
    .refine((v) => v === "" || IMAGE_BASE_PATH_PATTERN.test(v), M.basePath),
});
export type MediaSettings = z.infer<typeof ZMediaSettings>;

// Advanced settings: the HTTP header sent when fetching link-card metadata.
export const ZHttpHeader = z
  .object({
    name: z
      .string()
      .trim()
      .max(HTTP_HEADER_NAME_MAX, M.maxLength)
      .refine((v) => v === "" || HTTP_HEADER_NAME_PATTERN.test(v), M.headerName)
      .refine((v) => !isReservedHeader(v), M.headerReserved),
    value: z
      .string()
      .trim()
      .max(HTTP_HEADER_VALUE_MAX, M.maxLength)
      .refine((v) => HTTP_HEADER_VALUE_PATTERN.test(v), M.headerValue),
  })
  .superRefine((header, ctx) => {
    if (headerComplete(header)) return;
    const missing = header.name.trim() === "" ? "name" : "value";
    ctx.addIssue({ code: "custom", message: "http-header-incomplete", path: [missing] });
  });

/** linkCardHeader: null (or both fields empty) sends no header. */
export const ZAdvancedSettings = z.object({ linkCardHeader: ZHttpHeader.nullable() });
export type AdvancedSettings = z.infer<typeof ZAdvancedSettings>;

// Content access: which sites may frame the account's channel embeds (empty: any site).
export const ZContentAccess = z.object({
  allowedOrigins: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .transform((v) => v.replace(/\/+$/, ""))
        .pipe(z.string().regex(EMBED_ORIGIN_PATTERN, M.origin)),
    )
    .max(EMBED_ORIGINS_MAX, M.tooMany),
});
export type ContentAccess = z.infer<typeof ZContentAccess>;
/** The stored origins as answered (no input cleaning: a response schema cannot transform). */
export const ZContentAccessView = z.object({ allowedOrigins: z.array(z.string()) });

// Sports data: provider, API key (write-only, answered masked) and default competitions.
export const ZSportsProvider = z.enum(SPORTS_PROVIDERS);
const ZCompetitionIds = z
  .array(z.string().trim().regex(COMPETITION_ID_PATTERN, M.competitionId))
  .max(COMPETITION_IDS_MAX, M.tooMany);

/** PUT body. apiKey: absent keeps the stored key, null removes it, a string replaces it. */
export const ZSportsDataRequest = z.object({
  provider: ZSportsProvider,
  apiKey: z.string().trim().min(1, M.required).max(SPORTS_API_KEY_MAX, M.maxLength).nullish(),
  competitionIds: ZCompetitionIds,
});

export const ZSportsData = z.object({
  provider: ZSportsProvider,
  /** The stored key masked to its last four characters; null when none is stored. */
  apiKeyMasked: z.string().nullable(),
  competitionIds: z.array(z.string()),
});
export type SportsData = z.infer<typeof ZSportsData>;

/** Every configuration section, as the settings pages read them. */
export const ZAccountConfiguration = z.object({
  usage: ZUsageSettings,
  media: ZMediaSettings,
  advanced: ZAdvancedSettings,
  contentAccess: ZContentAccessView,
  sportsData: ZSportsData,
  ai: ZAiSettings,
});
export type AccountConfiguration = z.infer<typeof ZAccountConfiguration>;

/** GET /accounts/{domain}/{key}: the account, its settings and what the caller may do there. */
export const ZAccountDetails = ZAccount.extend({
  settings: ZAccountConfiguration,
  subAccountCount: z.number().int(),
  /** Whether the caller passes manage.organization on the account's top-level account. */
  organizationAdmin: z.boolean(),
});
export type AccountDetails = z.infer<typeof ZAccountDetails>;
