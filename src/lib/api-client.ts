import type { z } from "zod";
import { type ErrorKey, isErrorKey } from "../../domain/errors";
import type { AuthResponse } from "../../domain/schemas/auth";
import { isUnreachable, reportReachable, reportUnreachable } from "./connection";
import { renewEarlyToken, takeEarly } from "./early-responses";
import { storage } from "./local-data/web-storage";
import { logError } from "./session-log";

/** Messages, thrown as they are written there. */
export const API_ERRORS = {
  badRequest: "[ERROR] Bad request",
  unauthorized: "[ERROR] The API call failed, unauthorized",
  forbidden: "[ERROR] The API call failed, forbidden",
  failed: "[ERROR] The API call failed",
  unsupportedMediaType: "Unsupported media type",
  noToken: "Unauthorised",
} as const;

export const API_BASE_URL_VARIABLE = "VITE_API_BASE_URL";

/** A failed call: the spec's message, the HTTP status and the server's errorKey when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorKey?: ErrorKey,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The 401s by which the server says a session is over or was never valid (server/auth/plugin.ts). */
const SESSION_ENDING_KEYS: ReadonlySet<ErrorKey> = new Set<ErrorKey>([
  "unauthorized",
  "not-authenticated",
  "token-invalid",
  "token-expired",
  "session-ended",
]);

/**
 * Whether `error` is the server ending the session. Only that signs anyone out: a network
 * failure, a timeout, a 5xx, a 403 or a bare 401 (a proxy's) says nothing about the session.
 */
export function endsSession(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.errorKey !== undefined &&
    SESSION_ENDING_KEYS.has(error.errorKey)
  );
}

/** Unset means the same-origin default; set-but-empty is a configuration mistake. */
export function resolveBaseUrl(value: string | undefined): string {
  if (value === undefined) return "/api";
  const trimmed = value.trim().replace(/\/+$/, "");
  if (value.trim() === "") throw new Error(`Missing environment variable ${API_BASE_URL_VARIABLE}`);
  return trimmed;
}

type UnauthorizedHandler = (redirectUrl: string) => void;

/** The app replaces this with a router navigation; the fallback is a full page load. */
let onUnauthorized: UnauthorizedHandler = (redirectUrl) => {
  const prefix = window.location.pathname.startsWith("/no/") ? "/no" : "";
  window.location.assign(`${prefix}/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const currentUrl = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Validates and types the parsed body. A loader (`() => import(...)`) keeps zod and the
   * schema out of the first screen's script until the call is made.
   */
  schema?: z.ZodType<T> | SchemaLoader<T>;
  /** Sign-in calls answer 401 for wrong credentials: they must not bounce to the login page. */
  redirectOnUnauthorized?: boolean;
  /** The token to send instead of the active one. */
  token?: string;
  /** Headers beyond the token and content type (an idempotency key, another Accept). */
  headers?: Record<string, string>;
  /** A failed response's own error (a stale version), before the error-key mapping. */
  refuse?: (response: Response) => Promise<Error | null>;
}

const TEXT_TYPES = ["javascript", "text/plain", "text/css"];

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) return response.json();
  if (TEXT_TYPES.some((t) => type.includes(t))) return response.text();
  if (response.headers.get("content-length") === "0") return undefined;
  throw new ApiError(API_ERRORS.unsupportedMediaType, response.status, "unsupported-media-type");
}

async function errorBody(
  response: Response,
): Promise<{ errorKey?: ErrorKey; fields?: Record<string, string> }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "errorKey" in body && isErrorKey(body.errorKey)) {
      const fields =
        "fields" in body && body.fields && typeof body.fields === "object"
          ? (body.fields as Record<string, string>)
          : undefined;
      return { errorKey: body.errorKey, fields };
    }
  } catch {
    // Not JSON: the status alone decides the message.
  }
  return {};
}

/** Maps a failed response to its translated error (and redirects on 401). */
export async function toApiError(
  response: Response,
  redirectOnUnauthorized = true,
): Promise<ApiError> {
  const { errorKey, fields } = await errorBody(response);
  switch (response.status) {
    case 400:
      return errorKey
        ? new ApiError(errorKey, 400, errorKey, fields)
        : new ApiError(API_ERRORS.badRequest, 400);
    case 401: {
      const error = new ApiError(API_ERRORS.unauthorized, 401, errorKey);
      if (redirectOnUnauthorized && endsSession(error)) onUnauthorized(currentUrl());
      return error;
    }
    case 403:
      return new ApiError(API_ERRORS.forbidden, 403, errorKey);
    default:
      return new ApiError(API_ERRORS.failed, response.status, errorKey);
  }
}

export function apiBaseUrl(): string {
  return resolveBaseUrl(import.meta.env.VITE_API_BASE_URL);
}

/**
 * Sends one call with the session's token and answers the response once it is ok; a failed one
 * becomes its translated error (after `refuse` had its say). Network failures surface as the
 * browser's TypeError, so callers can tell "offline" from "refused".
 */
export async function apiResponse(
  path: string,
  options: Omit<RequestOptions<unknown>, "schema"> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = options.token ?? storage.activeToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  const plainGet =
    (options.method ?? "GET") === "GET" && !options.headers && !options.token && token;
  const early = plainGet ? takeEarly(path, token) : null;
  const response = await (
    early ??
    fetch(`${apiBaseUrl()}${path}`, {
      method: options.method ?? "GET",
      credentials: "include",
      headers,
      signal: options.signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    })
  ).catch((error: unknown) => {
    if (isUnreachable(error)) reportUnreachable();
    throw error;
  });
  if (response.status >= 500) reportUnreachable();
  else reportReachable();
  if (response.ok) return response;
  const refused = await options.refuse?.(response);
  if (refused) throw refused;
  throw await toApiError(response, options.redirectOnUnauthorized ?? true);
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const body = await parseBody(await apiResponse(path, options));
  if (!options.schema) return body as T;
  const schema = typeof options.schema === "function" ? await options.schema() : options.schema;
  return schema.parse(body);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

/** Trades the current token for a fresh one (POST /auth/update). */
export async function refreshToken(): Promise<string> {
  const temporary = storage.tempToken();
  const jwt = temporary ?? storage.token();
  if (!jwt) throw new Error(API_ERRORS.noToken);
  try {
    const { jwt: fresh } = await api.post<AuthResponse>(
      "/auth/update",
      { jwt },
      {
        schema: () => import("../../domain/schemas/auth").then((m) => m.ZAuthResponse),
        redirectOnUnauthorized: false,
      },
    );
    // Signed out (or in again) while the renewal was under way: its token is not brought back.
    if ((temporary ? storage.tempToken() : storage.token()) !== jwt) return fresh;
    if (temporary) storage.setTempToken(fresh);
    else storage.setToken(fresh);
    renewEarlyToken(jwt, fresh);
    return fresh;
  } catch (error) {
    logError("Refreshing the token failed", error);
    throw error;
  }
}

/**
 * How long a returning user's token renewal waits after the start. The first screen's requests
 * were sent at boot with the stored token, so none of them needs the renewal; sent at once, it
 * took a connection and a round trip of a slow phone's link while the first screen's scripts and
 * data were still coming, and Lighthouse counted it before the largest paint.
 */
export const TOKEN_RENEWAL_DELAY_MS = 3000;

/**
 * Renews the token once the first screen has had the link, when `due()` still says so then
 * (signed in, online). A failure keeps the old token and is already in the session log.
 * Returns what cancels it.
 */
export function renewTokenSoon(due: () => boolean): () => void {
  const timer = window.setTimeout(() => {
    if (due()) refreshToken().catch(() => undefined);
  }, TOKEN_RENEWAL_DELAY_MS);
  return () => window.clearTimeout(timer);
}
