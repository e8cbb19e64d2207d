import type { FastifyRequest } from "fastify";
import { demotesSelf } from "../../domain/abilities";
import { changesBetween } from "../../domain/activity-changes";
import { ZHostParams } from "../../domain/schemas/common";
import {
  USER_SEARCH_LIMIT,
  ZAccessibleAccountsAndRights,
  ZCrossPublishingParams,
  ZUpdateUserRequest,
  ZUserDetail,
  ZUserList,
  ZUserListQuery,
  ZUserParams,
  ZUserSearchQuery,
  ZUserSearchResult,
} from "../../domain/schemas/user";
import { rightsFromDto } from "../../domain/user-rights";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin, requireOrganizationAdmin } from "../auth/admin";
import { authorizeAdmin } from "../auth/authorize";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { changeCrossAccess } from "../commands/users/cross-access";
import { ApiError } from "../errors";
import { scopedWrite } from "../publishing/write";
import type { Repositories } from "../repositories";
import {
  crossAccountOrThrow,
  inOrganization,
  memberEntity,
  memberOrThrow,
  userTarget,
} from "../users/rules";
import type { RoutePlugin } from "./plugin";
import { accessView } from "./users/access-view";

/** Users administration: list, search, edit, cross-publishing, delete. */
export const userRoutes: RoutePlugin = async (app, { services, db }) => {
  const { repos } = services;
  const accountAdmin = [authenticate(services), requireAccountAdmin(services)];
  const organizationAdmin = [authenticate(services), requireOrganizationAdmin(services)];

  /**
   * The administrator's scope and the user `id` it acts on: a member of `:host`, else 404. A
   * write passes its transaction's repositories: on PGlite's one connection a read outside
   * the open transaction would wait for it forever.
   */
  async function memberOf(request: FastifyRequest, id: string, from: Repositories = repos) {
    const scope = scopeOf(request).admin;
    return { scope, target: await memberOrThrow(from, scope, id) };
  }

  app.get(
    "/users/:host",
    {
      schema: { params: ZHostParams, querystring: ZUserListQuery, response: { 200: ZUserList } },
      preHandler: accountAdmin,
    },
    async (request) => {
      const scope = scopeOf(request).admin;
      if (request.query.scope === "organization") {
        authorizeAdmin(scopeOf(request).standing, "listOrganization", { kind: "account-users" });
        return repos.users.organizationMembers(scope.root);
      }
      return repos.users.members(scope.account.id, scope.root);
    },
  );

  app.get(
    "/users/:host/search",
    {
      schema: {
        params: ZHostParams,
        querystring: ZUserSearchQuery,
        response: { 200: ZUserSearchResult },
      },
      preHandler: organizationAdmin,
    },
    async (request) =>
      repos.users.searchOrganization(
        scopeOf(request).admin.root,
        request.query.query,
        USER_SEARCH_LIMIT,
      ),
  );

  app.get(
    "/users/:host/:id",
    { schema: { params: ZUserParams, response: { 200: ZUserDetail } }, preHandler: accountAdmin },
    async (request) => (await memberOf(request, request.params.id)).target,
  );

  app.patch(
    "/users/:host/:id/new",
    {
      schema: { params: ZUserParams, body: ZUpdateUserRequest, response: { 200: ZUserDetail } },
      preHandler: accountAdmin,
    },
    scopedWrite(db, async (request, { repos: tx }) => {
      const { scope, target } = await memberOf(request, request.params.id, tx);
      const member = await memberEntity(tx, scope, target);
      const standing = scopeOf(request).standing;
      authorizeAdmin(standing, "manage", member);
      const { rights: dto, displayName } = request.body;
      if (dto?.type === "guest") {
        const channel = dto.channelId
          ? await tx.channels.find(scope.account.id, dto.channelId)
          : undefined;
        if (!channel || channel.archived) throw new ApiError(400, "guest-channel-required");
      }
      // An admin must not lock themselves out of the account they administer through.
      if (demotesSelf(scopeOf(request).user.id, target, dto?.type)) {
        throw new ApiError(400, "cannot-demote-self");
      }
      const renaming = displayName !== undefined && displayName !== target.displayName;
      if (renaming) authorizeAdmin(standing, "editProfile", member);
      const changed: string[] = [];
      const stored = dto ? rightsFromDto(dto, { role: target.role, rights: target.rights }) : null;
      if (stored) {
        await tx.access.setRights(target.userId, scope.account.id, stored.role, stored.rights);
        changed.push("rights");
      }
      if (renaming) {
        await tx.users.setDisplayName(target.userId, displayName);
        changed.push("displayName");
      }
      const changes = changesBetween(
        { ...accessView(target), displayName: target.displayName },
        {
          ...accessView(stored ?? target),
          displayName: renaming ? displayName : target.displayName,
        },
      );
      // Saving what was already there is no activity.
      if (changes.length > 0) {
        await recordActivity(tx, request, {
          accountId: scope.account.id,
          action: "user.update",
          target: userTarget({ ...target, displayName: displayName ?? target.displayName }),
          details: { changed, changes },
        });
      }
      return { status: 200, body: await memberOrThrow(tx, scope, target.userId) };
    }),
  );

  app.get(
    "/users/:host/:id/accessible-accounts-and-rights",
    {
      schema: { params: ZUserParams, response: { 200: ZAccessibleAccountsAndRights } },
      preHandler: organizationAdmin,
    },
    async (request) => {
      const { scope, target } = await memberOf(request, request.params.id);
      const records = await repos.access.forUser(target.userId);
      // Only this organisation's accounts: what the user holds elsewhere is none of its business.
      return {
        crossAccountsRights: records
          .filter((r) => r.accountId !== scope.account.id && inOrganization(scope.root, r.account))
          .map((r) => ({ accountKey: r.account.account_key, accountName: r.account.display_name })),
      };
    },
  );

  /** Cross-account publishing: POST grants the other account, DELETE withdraws it. */
  for (const [method, change] of [
    ["POST", "add"],
    ["DELETE", "remove"],
  ] as const) {
    app.route({
      method,
      url: "/users/:host/:id/cross-publishing/:accountKey",
      schema: { params: ZCrossPublishingParams },
      preHandler: organizationAdmin,
      handler: async (request, reply) => {
        const { scope, target } = await memberOf(request, request.params.id);
        const account = await crossAccountOrThrow(repos, scope, request.params.accountKey);
        await changeCrossAccess(db, request, change, { scope, target, account });
        return reply.code(204).send();
      },
    });
  }

  app.delete(
    "/users/:host/:id",
    { schema: { params: ZUserParams }, preHandler: accountAdmin },
    scopedWrite(db, async (request, { repos: tx, scope: asker }) => {
      if (request.params.id === asker.user.id) throw new ApiError(400, "cannot-delete-self");
      const { scope, target } = await memberOf(request, request.params.id, tx);
      authorizeAdmin(asker.standing, "delete", await memberEntity(tx, scope, target));
      // Their sessions go with the user row (ON DELETE CASCADE): every token fails at once.
      await tx.users.remove(target.userId);
      await recordActivity(tx, request, {
        accountId: scope.account.id,
        action: "user.delete",
        target: userTarget(target),
        details: { email: target.email, role: target.role },
      });
      return { status: 204, body: undefined };
    }),
  );
};
