import type { FastifyReply, FastifyRequest } from "fastify";
import { maskApiKey } from "../../domain/api-key-mask";
import { API_KEY_HEADER } from "../../domain/schemas/public-api";
import { ApiError } from "../errors";
import type { Services } from "../services";

/** What a valid key stands for on one public API request. */
export interface ApiKeyPrincipal {
  id: string;
  accountId: string;
  /** The key itself, to look it up again during a long stream. */
  secret: string;
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

/**
 * An onRequest hook for the public API: the key in the x-api-key header must exist now (it is
 * looked up on every request, never cached, so a deleted key stops at once), and each key gets
 * API_KEY_RATE_PER_MINUTE requests, counted in the installation's shared store.
 */
export const authenticateApiKey =
  (services: Pick<Services, "config" | "repos" | "rateLimits">) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = headerKey(request);
    if (!key) throw new ApiError(401, "api-key-missing");
    const found = await services.repos.apiKeys.findByKey(key);
    if (!found) throw new ApiError(401, "api-key-invalid");
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
      reply.header("retry-after", resetSeconds);
      throw new ApiError(429, "rate-limited");
    }
    request.apiKey = {
      id: found.id,
      accountId: found.accountId,
      secret: found.apiKey,
      name: found.name,
      masked: maskApiKey(found.apiKey),
    };
  };
