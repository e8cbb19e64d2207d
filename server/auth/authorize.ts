import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import {
  type ActionOf,
  type AdminActionOf,
  type AdminEntityOf,
  type AdminKind,
  type EntityOf,
  type Kind,
  mayAdminister,
  refusalOf,
  type Scope,
  type Standing,
} from "../../domain/abilities";
import type { ErrorKey } from "../../domain/errors";
import { ApiError } from "../errors";
import { scopeOf } from "./scope";

/**
 * The one way a route answers 403. Permission refusals come from authorize/authorizeAdmin;
 * the named ones (a closed channel, a disabled plugin, single sign-on required, an unknown
 * account answered like a foreign one) say why without being a right anyone lacks.
 */
export function refuse(errorKey: ErrorKey): never {
  throw new ApiError(403, errorKey);
}

/** Throws the 403 domain/abilities answers when the action is not allowed. */
export function authorize<K extends Kind>(
  scope: Scope,
  action: ActionOf<K>,
  entity: EntityOf<K>,
): void {
  const refusal = refusalOf(scope, action, entity);
  if (refusal) refuse(refusal);
}

/** The same for people and accounts (domain/abilities `mayAdminister`). */
export function authorizeAdmin<K extends AdminKind>(
  standing: Standing,
  action: AdminActionOf<K>,
  entity: AdminEntityOf<K>,
): void {
  if (!mayAdminister(standing, action, entity)) refuse("forbidden");
}

/** The same as a preHandler, for decisions that need nothing but the request. */
export const allow =
  <K extends Kind>(
    action: ActionOf<K>,
    entity: (request: FastifyRequest) => EntityOf<K>,
  ): preHandlerAsyncHookHandler =>
  async (request) =>
    authorize(scopeOf(request).asker, action, entity(request));

/** Images and link cards: anyone who writes posts in the account (domain/abilities "media"). */
export const mayUseMedia = allow<"media">("upload", () => ({ kind: "media" }));
