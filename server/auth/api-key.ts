import type { FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_HEADER } from "../../domain/schemas/public-api";
import { ApiError } from "../errors";
import type { Services } from "../services";
import { addressKey } from "./client-address";

/** What a valid key stands for on one public API request. */
export interface ApiKeyPrincipal {
  id: string;
  accountId: string;
  /** What the key acts under: post author and activity actor. */
  name: string;
  masked: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticateApiKey` on the public API routes. */
    apiKey: ApiKeyPrincipal | null;
  }
}

const MINUTE_MS = 60_000;

function headerKey(request: FastifyRequest): string | null {
  const raw = request.headers[API_KEY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return key ? key : null;
}

const retryAfter = (reply: FastifyReply, resetMs: number) =>
  reply.header("retry-after", Math.max(1, Math.ceil(resetMs / 1000)));

/**
 * An onRequest hook for the public API: the key in the x-api-key header must exist now (it is
 * looked up on every request, never cached, so a deleted key stops at once), and each key gets
 * API_KEY_RATE_PER_MINUTE requests, counted in the installation's shared store. Wrong keys are
 * counted per client address in the same store: past RATE_LIMIT_API_KEY_FAILURES_PER_MINUTE
 * the address gets 429 before its key is even looked up, so guessing stops being free.
 */
export const authenticateApiKey =
  (services: Pick<Services, "config" | "repos" | "rateLimits">) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = headerKey(request);
    if (!key) throw new ApiError(401, "api-key-missing");
    const failures = `public-api|bad-key|${addressKey(request.ip)}`;
    const maxFailures = services.config.rateLimit.apiKeyFailuresPerMinute;
    const before = await services.rateLimits.peek(failures, MINUTE_MS);
    if (before.hits >= maxFailures) {
      retryAfter(reply, before.resetMs);
      throw new ApiError(429, "api-key-attempts-limited");
    }
    const found = await services.repos.apiKeys.findByKey(key);
    if (!found) {
      const after = await services.rateLimits.hit(failures, MINUTE_MS);
      if (after.hits > maxFailures) {
        retryAfter(reply, after.resetMs);
        throw new ApiError(429, "api-key-attempts-limited");
      }
      throw new ApiError(401, "api-key-invalid");
    }
    const max = services.config.rateLimit.apiKeyPerMinute;
    const { hits, resetMs } = await services.rateLimits.hit(
      `public-api|key|${found.id}`,
      MINUTE_MS,
    );
    const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
    reply
      .header("x-ratelimit-limit", max)
      .header("x-ratelimit-remaining", Math.max(0, max - hits))
      .header("x-ratelimit-reset", resetSeconds);
    if (hits > max) {
      retryAfter(reply, resetMs);
      throw new ApiError(429, "rate-limited");
    }
    request.apiKey = {
      id: found.id,
      accountId: found.accountId,
      name: found.name,
      masked: found.masked,
    };
  };
