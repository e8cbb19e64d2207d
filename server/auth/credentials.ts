import type { preHandlerAsyncHookHandler } from "fastify";
import { authorizeAdmin } from "./authorize";
import { scopeOf } from "./scope";

/**
 * A person's credentials (password, email, single-sign-on bindings) stay theirs: an
 * administrator signed in as them may act in their name but not take the account over
 * (domain/abilities). Runs after `authenticate`.
 */
export const ownCredentials: preHandlerAsyncHookHandler = async (request) => {
  authorizeAdmin(scopeOf(request).standing, "change", { kind: "credentials" });
};
