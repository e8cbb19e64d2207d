import type { preHandlerAsyncHookHandler } from "fastify";
import { ApiError } from "../errors";

/**
 * A person's credentials (password, email, single-sign-on bindings) stay theirs: an
 * administrator signed in as them may act in their name but not take the account over.
 * Runs after `authenticate`.
 */
export const ownCredentials: preHandlerAsyncHookHandler = async (request) => {
  if (request.actor) throw new ApiError(403, "forbidden");
};
