import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";
import type { Services } from "../services";

const MINUTE_MS = 60_000;

/**
 * A preHandler (so the body is parsed) limiting sign-in style routes twice: per account
 * (whatever address the attempts come from) and per client address across accounts, with
 * RATE_LIMIT_LOGIN_PER_MINUTE and RATE_LIMIT_IP_PER_MINUTE. `name` keeps each route's
 * counters apart (sign-in and password reset are counted separately). The counters live in
 * the shared store, so the limits hold across every server of the installation. Public
 * onboarding routes use the same limits keyed by their code: codes are long, but guessing
 * still costs nothing but requests.
 */
export function authRateLimit(
  services: Pick<Services, "config" | "rateLimits">,
  name: string,
  accountOf: (request: FastifyRequest) => string | Promise<string>,
): preHandlerAsyncHookHandler {
  const { loginPerMinute, ipPerMinute } = services.config.rateLimit;
  return async (request, reply) => {
    const checks: [string, number][] = [
      [`${name}|account|${await accountOf(request)}`, loginPerMinute],
      [`${name}|address|${request.ip}`, ipPerMinute],
    ];
    await enforceLimits(services, reply, checks);
  };
}

/**
 * Counts one hit on each [key, max-per-minute] in the shared store, in order, and refuses
 * with 429 and Retry-After at the first one over its limit. One at a time: an attempt
 * refused by an earlier (narrower) key does not count against the later ones.
 */
export async function enforceLimits(
  services: Pick<Services, "rateLimits">,
  reply: FastifyReply,
  checks: [key: string, max: number][],
): Promise<void> {
  for (const [key, max] of checks) {
    const { hits, resetMs } = await services.rateLimits.hit(key, MINUTE_MS);
    if (hits > max) {
      reply.header("retry-after", Math.max(1, Math.ceil(resetMs / 1000)));
      throw new ApiError(429, "rate-limited");
    }
  }
}

/**
 * The account a sign-in name stands for: its user when one matches (so the email and the
 * username of one user share a counter), else the name trimmed and lower-cased.
 */
export async function loginAccountKey(
  repos: Repositories,
  domain: string,
  login: string,
): Promise<string> {
  const user = await repos.users.findByLogin(domain, login);
  return `${domain}|${user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`}`;
}
