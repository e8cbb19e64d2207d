import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { ApiError } from "../errors";

const MINUTE_MS = 60_000;

export interface AuthLimits {
  /** Attempts per client address and account (domain + email) per minute. */
  perAccount: number;
  /** Attempts per client address per minute, across accounts. */
  perAddress: number;
}

/**
 * A preHandler (so the body is parsed) limiting sign-in style routes twice: per client
 * address and account, and per address alone with a looser limit. Each call makes its
 * own counters, so login and password reset are counted apart.
 */
export function authRateLimit(
  app: FastifyInstance,
  limits: AuthLimits,
  accountOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `${req.ip}|${accountOf(req)}`,
  });
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => req.ip,
  });
  return async (request, reply) => {
    for (const limiter of [perAccount, perAddress]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        throw new ApiError(429, "rate-limited");
      }
    }
  };
}
