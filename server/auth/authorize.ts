import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import {
  type ActionOf,
  type EntityOf,
  type Kind,
  refusalOf,
  type Scope,
} from "../../domain/abilities";
import { ApiError } from "../errors";

/** The asker for domain/abilities: the host access `requireHostAccess` loaded, and the user. */
export function scopeFor(request: Pick<FastifyRequest, "hostAccess" | "currentUser">): Scope {
  if (!request.hostAccess) throw new ApiError(401, "unauthorized");
  return { access: request.hostAccess.access, userId: request.currentUser?.id ?? null };
}

/** Throws the 403 domain/abilities answers when the action is not allowed. */
export function authorize<K extends Kind>(
  scope: Scope,
  action: ActionOf<K>,
  entity: EntityOf<K>,
): void {
  const refusal = refusalOf(scope, action, entity);
  if (refusal) throw new ApiError(403, refusal);
}

/** The same as a preHandler, for decisions that need nothing but the request. */
export const allow =
  <K extends Kind>(
    action: ActionOf<K>,
    entity: (request: FastifyRequest) => EntityOf<K>,
  ): preHandlerAsyncHookHandler =>
  async (request) =>
    authorize(scopeFor(request), action, entity(request));
