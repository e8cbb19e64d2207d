import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Server-side fetching of user-supplied URLs (link cards, images by URL) without turning
 * the server into a proxy to its own network: http(s) only; every address a host name
 * resolves to must be public unicast, checked inside the socket's own DNS lookup (so the
 * address checked is the address connected to) and again on every redirect; manual
 * redirects (at most 3), a time limit for the whole exchange and a byte cap.
 */

export type SafeFetchFailure =
  | "invalid-url"
  | "blocked-address"
  | "too-many-redirects"
  | "http-status"
  | "timeout"
  | "too-large"
  | "network";

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = "SafeFetchError";
  }
}

/** Resolves a host name to its addresses (injectable for tests: no real DNS needed). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface SafeFetchOptions {
  /** Tests only (ALLOW_PRIVATE_FETCH): private, loopback... addresses are allowed too. */
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** "truncate": keep the first maxBytes (HTML heads); "error": fail with too-large (images). */
  overflow?: "truncate" | "error";
  maxRedirects?: number;
  resolver?: Resolver;
  /**
   * Which addresses may be connected to (tests narrow it to one loopback address to
   * check redirects are judged again). Default: public unicast, or any with allowPrivate.
   */
  allowAddress?: (address: string) => boolean;
  /** Sent as the Accept header. */
  accept?: string;
  /** Extra request headers (an account's link-card header); they may not replace Accept. */
  headers?: Record<string, string>;
}

export interface SafeFetchResult {
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

export const FETCH_TIMEOUT_MS = 5000;
export const FETCH_MAX_BYTES = 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 3;
const USER_AGENT = "TickerBot/1.0 (+link preview)";

/** Only ordinary public unicast addresses; IPv4-mapped IPv6 is judged as the IPv4 it maps. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** An http(s) URL without credentials, or null. */
export function parseFetchableUrl(raw: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** A socket lookup that refuses any non-public answer (unless allowPrivate). */
function checkedLookup(resolver: Resolver, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (addresses) => {
        const blocked = addresses.find((a) => !allowed(a));
        if (addresses.length === 0 || blocked !== undefined) {
          const error = new SafeFetchError("blocked-address", `${hostname} is not public`);
          callback(error as NodeJS.ErrnoException, "", 0);
          return;
        }
        const entries = addresses.map((address) => ({ address, family: isIP(address) || 4 }));
        if (options.all) {
          (callback as unknown as (e: null, a: typeof entries) => void)(null, entries);
        } else {
          callback(null, entries[0]!.address, entries[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** One request, no redirect following; resolves with the response head. */
function request(
  url: URL,
  options: {
    allowed: (address: string) => boolean;
    resolver: Resolver;
    accept: string;
    headers?: Record<string, string>;
    /** A POST's body; without it the request is a GET. */
    body?: string | Buffer;
    userAgent?: string;
  },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: options.body === undefined ? "GET" : "POST",
        signal,
        // A fresh connection per request: nothing pooled skips the address check.
        agent: false,
        lookup: checkedLookup(options.resolver, options.allowed),
        headers: {
          ...options.headers,
          "user-agent": options.userAgent ?? USER_AGENT,
          accept: options.accept,
          "accept-encoding": "identity",
        },
      },
      resolve,
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

async function readBody(
  res: IncomingMessage,
  maxBytes: number,
  overflow: "truncate" | "error",
): Promise<{ body: Buffer; truncated: boolean }> {
  const declared = Number(res.headers["content-length"]);
  if (overflow === "error" && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new SafeFetchError("too-large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      res.destroy();
      if (overflow === "error") throw new SafeFetchError("too-large");
      chunks.push(chunk.subarray(0, room));
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

const failureOf = (error: unknown, signal: AbortSignal): SafeFetchError => {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError("timeout");
  // The lookup's refusal arrives wrapped by the socket in some Node versions.
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof SafeFetchError) return cause;
  return new SafeFetchError("network", error instanceof Error ? error.message : String(error));
};

/** The answer's head is all a POST's sender needs: the body is read (capped) and dropped. */
const POST_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * POSTs a body to a user-supplied URL under the same address rules as safeFetch (webhook
 * deliveries, Web Push). Redirects are never followed: a 3xx is returned like any other status.
 * Throws SafeFetchError when no answer came (invalid-url, blocked-address, timeout, network).
 */
export async function safePost(
  rawUrl: string,
  body: string | Buffer,
  options: Pick<
    SafeFetchOptions,
    "allowPrivate" | "timeoutMs" | "resolver" | "allowAddress" | "headers"
  > & { userAgent?: string } = {},
): Promise<{ status: number }> {
  const allowed =
    options.allowAddress ??
    ((address: string) => (options.allowPrivate ?? false) || isPublicAddress(address));
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const url = parseFetchableUrl(rawUrl);
  if (!url) throw new SafeFetchError("invalid-url");
  const host = bareHost(url);
  if (isIP(host) && !allowed(host)) throw new SafeFetchError("blocked-address");
  try {
    const res = await request(
      url,
      {
        allowed,
        resolver: options.resolver ?? systemResolver,
        accept: "*/*",
        headers: options.headers,
        body,
        userAgent: options.userAgent,
      },
      signal,
    );
    await readBody(res, POST_ANSWER_MAX_BYTES, "truncate");
    return { status: res.statusCode ?? 0 };
  } catch (error) {
    throw failureOf(error, signal);
  }
}

/** Fetches a user-supplied URL safely; throws SafeFetchError for every refusal or failure. */
export async function safeFetch(
  rawUrl: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const allowPrivate = options.allowPrivate ?? false;
  const allowed =
    options.allowAddress ?? ((address: string) => allowPrivate || isPublicAddress(address));
  const resolver = options.resolver ?? systemResolver;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FETCH_MAX_REDIRECTS;
  const accept = options.accept ?? "*/*";
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);

  let url = parseFetchableUrl(rawUrl);
  if (!url) throw new SafeFetchError("invalid-url");
  try {
    for (let redirects = 0; ; redirects++) {
      // Literal addresses never reach the lookup, so they are checked here.
      const host = bareHost(url);
      if (isIP(host) && !allowed(host)) {
        throw new SafeFetchError("blocked-address", `${host} is not public`);
      }
      const res = await request(
        url,
        { allowed, resolver, accept, headers: options.headers },
        signal,
      );
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (redirects >= maxRedirects) throw new SafeFetchError("too-many-redirects");
        const next = parseFetchableUrl(res.headers.location, url.href);
        if (!next) throw new SafeFetchError("invalid-url");
        url = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new SafeFetchError("http-status", `status ${status}`);
      }
      const { body, truncated } = await readBody(res, maxBytes, options.overflow ?? "truncate");
      return {
        url: url.href,
        status,
        contentType: String(res.headers["content-type"] ?? "").toLowerCase(),
        body,
        truncated,
      };
    }
  } catch (error) {
    throw failureOf(error, signal);
  }
}
