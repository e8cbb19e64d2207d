import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { parseHost } from "../../domain/host";
import { type AccountAccess, type Gate, passesGate } from "../../domain/permissions";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { type AccessRecord, toAccountAccess } from "../repositories/access";
import type { Services } from "../services";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticate`: the signed-in user, looked up fresh on every request. */
    currentUser: UserRow | null;
    /** Set by `requireHostAccess`: what the user holds in the `:host` account. */
    hostAccess: HostAccess | null;
  }
}

export interface HostAccess {
  record: AccessRecord;
  access: AccountAccess;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest("currentUser", null);
  app.decorateRequest("hostAccess", null);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Resolves a token to a live user; a deleted user or moved domain makes the token invalid. */
export async function userFromToken(services: Services, token: string): Promise<UserRow> {
  const result = await services.tokens.verify(token);
  if (!result.ok) throw new ApiError(401, result.errorKey);
  const user = await services.repos.users.findById(result.claims.userId);
  if (!user || user.domain !== result.claims.domain) throw new ApiError(401, "token-invalid");
  return user;
}

export const authenticate =
  (services: Services): preHandlerAsyncHookHandler =>
  async (request) => {
    const token = bearer(request);
    if (!token) throw new ApiError(401, "unauthorized");
    request.currentUser = await userFromToken(services, token);
  };

/** What the user holds in the account named by a host; 403 without access, 400 for a bad host. */
export async function loadHostAccess(
  services: Services,
  user: UserRow,
  host: string,
): Promise<HostAccess> {
  const ref = parseHost(host);
  if (!ref) throw new ApiError(400, "invalid-lc-host");
  const record = await services.repos.access.forAccount(user.id, ref);
  if (!record) throw new ApiError(403, "forbidden");
  return { record, access: toAccountAccess(record) };
}

/**
 * Runs after `authenticate` on routes with a `:host` param: loads the access and,
 * when a gate is named, checks it with the domain's `passesGate`.
 */
export const requireHostAccess =
  (services: Services, gate?: Gate): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = request.currentUser;
    if (!user) throw new ApiError(401, "unauthorized");
    const { host } = request.params as { host?: string };
    if (!host) throw new ApiError(400, "invalid-lc-host");
    const hostAccess = await loadHostAccess(services, user, host);
    if (gate && !passesGate(hostAccess.access, gate)) throw new ApiError(403, "forbidden");
    request.hostAccess = hostAccess;
  };
