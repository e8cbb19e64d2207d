import { join, resolve } from "node:path";
import { z } from "zod";
import { AI_RATE_PER_ACCOUNT_PER_MINUTE, AI_RATE_PER_USER_PER_MINUTE } from "../domain/ai";

/** Raised when an environment variable is missing or invalid; main prints it and exits 1. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = "ConfigError";
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** Where uploaded images live: see server/media/storage.ts. */
export const UPLOAD_STORAGE_KINDS = ["disk", "database", "s3"] as const;
export type UploadStorageKind = (typeof UPLOAD_STORAGE_KINDS)[number];

const positiveInt = z.coerce.number().int().positive();
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const postgresUrl = optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
  message: "must be a postgres:// or postgresql:// URL",
});

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl,
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  PUBLIC_URL: optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: "must be an absolute URL",
  }),
  STATIC_DIR: z.string().min(1).default("dist"),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "must be an smtp:// or smtps:// URL",
  }),
  MAIL_FROM: z.string().min(3).default("Ticker <no-reply@ticker.local>"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_IP_PER_MINUTE: positiveInt.default(300),
  /** Public API requests per API key per minute. */
  API_KEY_RATE_PER_MINUTE: positiveInt.default(120),
  /** Wrong x-api-key values per client address per minute before 429. */
  RATE_LIMIT_API_KEY_FAILURES_PER_MINUTE: positiveInt.default(20),
  /** How often the scheduler looks for due drafts. */
  SCHEDULER_INTERVAL_MS: positiveInt.min(50).default(1000),
  /** How often each server samples its readers for the audience chart (a row a minute keeps the most). */
  READER_SAMPLE_INTERVAL_MS: positiveInt.min(50).default(15_000),
  /** Tests only: lets the link-card and image-by-URL fetcher reach private addresses (127.0.0.1). */
  ALLOW_PRIVATE_FETCH: z.enum(["0", "1", "true", "false"]).default("0"),
  /** OAuth client ids: with one set, that provider's ID tokens are verified (sign-in, binding). */
  GOOGLE_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  /** Optional: sign-in rate-limit counters in Redis instead of the database. */
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: "must be a redis:// or rediss:// URL",
  }),
  /**
   * Behind a reverse proxy: "true" (trust X-Forwarded-For from anyone), a hop count, or the
   * proxies' addresses/CIDRs, comma-separated. Unset, the socket's address is the client's.
   */
  TRUST_PROXY: optionalString,
  /** Unset: the database on PostgreSQL, the disk on PGlite. */
  UPLOAD_STORAGE: z.enum(UPLOAD_STORAGE_KINDS).optional(),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: "must be an absolute URL",
  }),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PREFIX: z.string().default(""),
  /** AI mode: an OpenAI-compatible chat-completions endpoint; unset, the built-in assistant. */
  AI_BASE_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
    message: "must be an http:// or https:// URL",
  }),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: positiveInt.min(100).default(20_000),
  AI_ACCOUNTS: optionalString,
  RATE_LIMIT_AI_PER_USER_PER_MINUTE: positiveInt.default(AI_RATE_PER_USER_PER_MINUTE),
  RATE_LIMIT_AI_PER_ACCOUNT_PER_MINUTE: positiveInt.default(AI_RATE_PER_ACCOUNT_PER_MINUTE),
  /**
   * A GRIP proxy in front (Pushpin's publish endpoint, or Fastly Fanout's service URL): the
   * public reader streams are then held by it, and each event is published to it once. Several
   * tier nodes: their URLs separated by commas, each publish sent to each.
   */
  GRIP_URL: optionalString.refine(
    (v) => v === undefined || v.split(",").every((u) => /^https?:\/\/[^\s,]+$/.test(u.trim())),
    { message: "must be http:// or https:// URLs, separated by commas" },
  ),
  /** The GRIP proxy's key: signs publishes and verifies its Grip-Sig (Pushpin's sig_key). */
  GRIP_KEY: optionalString,
  /**
   * Each tier node's stats socket (Pushpin's `stats_spec` with `stats_format=json`), comma-
   * separated ZeroMQ endpoints: the readers the tier holds are counted from them.
   */
  GRIP_STATS_URL: optionalString.refine(
    (v) => v === undefined || v.split(",").every((e) => /^(tcp|ipc):\/\/\S+$/.test(e.trim())),
    { message: "must be comma-separated tcp:// or ipc:// endpoints" },
  ),
  /** The help widget's script (build time); the server allows its origin in the app's CSP. */
  VITE_HELP_WIDGET_URL: optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: "must be an absolute URL",
  }),
});

/** UPLOAD_STORAGE=s3: the bucket; credentials unset mean the SDK's own chain (AWS_* env, roles). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every object key ("ticker/" keeps uploads in one folder of a shared bucket). */
  prefix: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** JWT_SECRET; unset, buildApp uses the one generated once into the database. */
  jwtSecret?: string;
  publicUrl: string;
  /**
   * PUBLIC_URL was given. Without it publicUrl is a localhost guess: links handed to other
   * sites (embed codes, oEmbed) follow the address each request reached us at instead.
   */
  publicUrlSet: boolean;
  staticDir: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimit: {
    loginPerMinute: number;
    ipPerMinute: number;
    apiKeyPerMinute: number;
    apiKeyFailuresPerMinute: number;
  };
  schedulerIntervalMs: number;
  readerSampleIntervalMs: number;
  /** DATA_DIR/uploads: uploaded images on the disk storage, served at /uploads/{file}. */
  uploadsDir: string;
  /** TRUST_PROXY as Fastify's trustProxy option; undefined when unset. */
  trustProxy?: boolean | string[] | ((address: string, hop: number) => boolean);
  /** UPLOAD_STORAGE; unset, chosen by the database (server/media/storage.ts). */
  uploadStorage?: UploadStorageKind;
  /** Set exactly when uploadStorage is "s3". */
  s3?: S3Config;
  /** Tests only (ALLOW_PRIVATE_FETCH=1): the safe fetcher may reach private addresses. */
  allowPrivateFetch: boolean;
  /** Single sign-on: unset means the provider is unavailable. */
  googleClientId?: string;
  microsoftClientId?: string;
  /** REDIS_URL: where the sign-in rate-limit counters live; unset, in the database. */
  redisUrl?: string;
  /**
   * GRIP_URL and GRIP_KEY: public reader streams held by a GRIP proxy; unset, held here.
   * GRIP_STATS_URL: where its nodes say how many readers they hold.
   */
  grip?: { url: string; key?: string; stats: string[] };
  /** Origin of VITE_HELP_WIDGET_URL, allowed by the app's Content-Security-Policy. */
  helpWidgetOrigin?: string;
  /** AI_BASE_URL and friends: the chat-completions provider; none, the built-in assistant. */
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    timeoutMs: number;
    /** AI_ACCOUNTS: the hosts whose editors the provider serves; undefined, every account. */
    accounts?: string[];
    perUserPerMinute: number;
    perAccountPerMinute: number;
  };
}

export type Env = Record<string, string | undefined>;

function trustProxyOf(value: string | undefined): Config["trustProxy"] {
  if (value === undefined || value === "false") return undefined;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` means the default.
  const present = Object.fromEntries(
    Object.keys(ZEnv.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? "environment"), issue?.message ?? "is invalid");
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.UPLOAD_STORAGE === "s3" && !e.S3_BUCKET) {
    throw new ConfigError("S3_BUCKET", "is required when UPLOAD_STORAGE=s3");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    staticDir: resolve(e.STATIC_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      ipPerMinute: e.RATE_LIMIT_IP_PER_MINUTE,
      apiKeyPerMinute: e.API_KEY_RATE_PER_MINUTE,
      apiKeyFailuresPerMinute: e.RATE_LIMIT_API_KEY_FAILURES_PER_MINUTE,
    },
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    readerSampleIntervalMs: e.READER_SAMPLE_INTERVAL_MS,
    uploadsDir: join(dataDir, "uploads"),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    uploadStorage: e.UPLOAD_STORAGE,
    s3:
      e.UPLOAD_STORAGE === "s3"
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH === "1" || e.ALLOW_PRIVATE_FETCH === "true",
    googleClientId: e.GOOGLE_CLIENT_ID,
    microsoftClientId: e.MICROSOFT_CLIENT_ID,
    redisUrl: e.REDIS_URL,
    grip: e.GRIP_URL
      ? {
          url: e.GRIP_URL,
          key: e.GRIP_KEY,
          stats: e.GRIP_STATS_URL?.split(",").map((s) => s.trim()) ?? [],
        }
      : undefined,
    helpWidgetOrigin: e.VITE_HELP_WIDGET_URL && new URL(e.VITE_HELP_WIDGET_URL).origin,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL ?? "gpt-4o-mini",
      timeoutMs: e.AI_TIMEOUT_MS,
      accounts: e.AI_ACCOUNTS?.split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      perUserPerMinute: e.RATE_LIMIT_AI_PER_USER_PER_MINUTE,
      perAccountPerMinute: e.RATE_LIMIT_AI_PER_ACCOUNT_PER_MINUTE,
    },
  };
}
