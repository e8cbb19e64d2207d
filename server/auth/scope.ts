import type { FastifyRequest } from "fastify";
import type { Scope, Standing } from "../../domain/abilities";
import type { AccountAccess } from "../../domain/permissions";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import type { AdminScope } from "./admin";
import type { HostAccess } from "./plugin";

/**
 * What the guards put on a request, read one way. A part is read only when asked for and
 * answers 401 when the guard that sets it did not run, so a route that forgets its preHandler
 * fails closed instead of reading null.
 */
export interface RequestScope {
  /** `authenticate`: the signed-in user. */
  readonly user: UserRow;
  /** `requireHostAccess`: what the user holds in the `:host` account. */
  readonly host: HostAccess;
  /** `requireHostAccess`: the `:host` account's id. */
  readonly accountId: string;
  /** `requireHostAccess`: the rights and gates domain/abilities decides with. */
  readonly access: AccountAccess;
  /** `requireHostAccess`: the asker domain/abilities decides for. */
  readonly asker: Scope;
  /** The admin guards (server/auth/admin.ts): the `:host` account and its organisation. */
  readonly admin: AdminScope;
  /**
   * The asker domain/abilities decides for on people and accounts: without the admin guards
   * they administer nothing, so only their own things (credentials) stay theirs.
   */
  readonly standing: Standing;
}

const present = <T>(value: T | null): T => {
  if (value === null) throw new ApiError(401, "unauthorized");
  return value;
};

type Guarded = Pick<FastifyRequest, "currentUser" | "hostAccess" | "adminScope" | "actor">;

class GuardedScope implements RequestScope {
  constructor(private readonly request: Guarded) {}
  get user(): UserRow {
    return present(this.request.currentUser);
  }
  get host(): HostAccess {
    return present(this.request.hostAccess);
  }
  get accountId(): string {
    return this.host.record.accountId;
  }
  get access(): AccountAccess {
    return this.host.access;
  }
  get asker(): Scope {
    return { access: this.access, userId: this.request.currentUser?.id ?? null };
  }
  get admin(): AdminScope {
    return present(this.request.adminScope);
  }
  get standing(): Standing {
    const admin = this.request.adminScope;
    return {
      organizationAdmin: admin?.organizationAdmin ?? false,
      accountAdmin: admin?.accountAdmin ?? false,
      representing: this.request.actor !== null,
    };
  }
}

/** The request's scope: the one way routes read who asks and for which account. */
export const scopeOf = (request: Guarded): RequestScope => new GuardedScope(request);
