import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { parseHost } from "../../domain/host";
import { type AccountAccess, type Gate, passesGate } from "../../domain/permissions";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { type AccessRecord, toAccountAccess } from "../repositories/access";
import type { Services } from "../services";
import { refuse } from "./authorize";
import "./admin";
import { sessionDeadline } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticate`: the signed-in user, looked up fresh on every request. */
    currentUser: UserRow | null;
    /** Set by `authenticate` for a "sign in as" token: the administrator acting as currentUser. */
    actor: UserRow | null;
    /** Set by `authenticate`: the server-side session the token belongs to. */
    session: RequestSession | null;
    /** Set by `requireHostAccess`: what the user holds in the `:host` account. */
    hostAccess: HostAccess | null;
  }
}

export interface RequestSession {
  id: string;
  /** The sign-in time the session's lifetime counts from. */
  signedInAt: Date;
}

export interface HostAccess {
  record: AccessRecord;
  access: AccountAccess;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest("currentUser", null);
  app.decorateRequest("actor", null);
  app.decorateRequest("session", null);
  app.decorateRequest("adminScope", null);
  app.decorateRequest("hostAccess", null);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export interface TokenSubject {
  user: UserRow;
  /** The administrator a "sign in as" token was issued to; null for an ordinary sign-in. */
  actor: UserRow | null;
  session: RequestSession;
}

/**
 * Resolves a token to live users through its session, read from the database on every call
 * so that a session ended by any server process ends everywhere at once. A deleted user (or
 * deleted representing administrator) or a moved domain makes the token invalid; a session
 * past its maximum lifetime is expired even while its token is not.
 */
export async function subjectFromToken(services: Services, token: string): Promise<TokenSubject> {
  const result = await services.tokens.verify(token);
  if (!result.ok) throw new ApiError(401, result.errorKey);
  const { userId, domain, actorId, sessionId } = result.claims;
  const state = await services.repos.sessions.state(sessionId);
  if (!state || state.userId !== userId || state.parentUserId !== (actorId ?? null)) {
    throw new ApiError(401, "token-invalid");
  }
  if (state.revoked) throw new ApiError(401, "session-ended");
  if (Date.now() / 1000 >= sessionDeadline(state.signedInAt)) {
    throw new ApiError(401, "token-expired");
  }
  const session = { id: sessionId, signedInAt: state.signedInAt };
  const user = await services.repos.users.findById(userId);
  if (!user || user.domain !== domain) throw new ApiError(401, "token-invalid");
  if (!actorId) return { user, actor: null, session };
  const actor = await services.repos.users.findById(actorId);
  if (!actor || actor.domain !== domain) throw new ApiError(401, "token-invalid");
  return { user, actor, session };
}

/** The hooks `authenticate` made: the API reference marks their routes as needing a bearer token. */
export const BEARER_HOOKS = new WeakSet<object>();

export const authenticate = (services: Services): preHandlerAsyncHookHandler => {
  const hook: preHandlerAsyncHookHandler = async (request) => {
    const token = bearer(request);
    if (!token) throw new ApiError(401, "unauthorized");
    const { user, actor, session } = await subjectFromToken(services, token);
    request.currentUser = user;
    request.actor = actor;
    request.session = session;
  };
  BEARER_HOOKS.add(hook);
  return hook;
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
  if (!record) refuse("forbidden");
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
    if (gate && !passesGate(hostAccess.access, gate)) refuse("forbidden");
    request.hostAccess = hostAccess;
  };
