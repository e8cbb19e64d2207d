import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import {
  type ActionOf,
  type EntityOf,
  type Kind,
  refusalOf,
  type Scope,
} from "../../domain/abilities";
import { ApiError } from "../errors";
import { scopeOf } from "./scope";

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
    authorize(scopeOf(request).asker, action, entity(request));
