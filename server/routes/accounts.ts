import type { FastifyRequest } from "fastify";
import { changesBetween } from "../../domain/activity-changes";
import {
  ZAccount,
  ZAccountDetails,
  ZAccountPathParams,
  ZAdvancedSettings,
  ZContentAccess,
  ZContentAccessView,
  ZCreateSubAccountsRequest,
  ZMediaSettings,
  ZRenameAccountQuery,
  ZSportsData,
  ZSportsDataRequest,
  ZSubAccounts,
  ZUsageSettings,
} from "../../domain/schemas/account";
import { ZAiSettings } from "../../domain/schemas/ai";
import { ZChannelList } from "../../domain/schemas/channel";
import { ZHostParams } from "../../domain/schemas/common";
import { requireAccountAdminByKey } from "../accounts/scope";
import {
  advancedOf,
  aiSettingsOf,
  configurationOf,
  contentAccessOf,
  mediaOf,
  sportsDataOf,
  uniqueList,
  usageOf,
} from "../accounts/settings-map";
import { recordActivity } from "../activity/record";
import { SETTINGS_AUDIT, type SettingsAction } from "../activity/settings-audit";
import { requireAccountAdmin, requireOrganizationAdmin } from "../auth/admin";
import { authorizeAdmin } from "../auth/authorize";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import type { AccountRow, AccountSettings } from "../db/schema";
import { ApiError, sendError } from "../errors";
import { runWrite, scopedWrite } from "../publishing/write";
import type { Repositories } from "../repositories";
import { toAccountDto } from "../repositories/accounts";
import { toChannelDto } from "../repositories/channels";
import type { RoutePlugin } from "./plugin";

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

const accountTarget = (account: AccountRow) => ({
  type: "account" as const,
  id: account.id,
  name: account.display_name,
});

/**
 * Accounts, sub-accounts and account configuration. Organisation routes
 * (sub-accounts, rename) need manage.organization on the top-level account; configuration
 * needs an admin of the account or of its organisation. Every change is logged with it.
 */
export const accountRoutes: RoutePlugin = async (app, { services, db }) => {
  const organization = [authenticate(services), requireOrganizationAdmin(services)];
  const accountAdmin = [authenticate(services), requireAccountAdmin(services)];

  /**
   * Merges settings and logs what changed, before and after; a save that changed nothing is
   * no activity. Returns the settings as saved.
   */
  const saveSettings = async (
    repos: Repositories,
    request: FastifyRequest,
    patch: Partial<AccountSettings>,
    action: SettingsAction,
  ): Promise<AccountSettings> => {
    const { account } = scopeOf(request).admin;
    const audit = SETTINGS_AUDIT[action];
    const before = await repos.accounts.findById(account.id);
    const row = await repos.accounts.mergeSettings(account.id, patch);
    if (!before || !row) throw new ApiError(404, "not-found");
    const changes = changesBetween(audit(before.settings), audit(row.settings));
    if (changes.length > 0) {
      await recordActivity(repos, request, {
        accountId: row.id,
        action,
        target: accountTarget(row),
        details: { changes },
      });
    }
    return row.settings;
  };

  /** A settings route: saves what `patchOf` makes of the request, answers `view` of the result. */
  const settingsWrite = <R extends FastifyRequest>(
    action: SettingsAction,
    view: (settings: AccountSettings) => unknown,
    patchOf: (request: R) => Partial<AccountSettings>,
  ) =>
    scopedWrite<R>(db, async (request, { repos }) => ({
      status: 200,
      body: view(await saveSettings(repos, request, patchOf(request), action)),
    }));

  app.get(
    "/accounts/:host/sub-accounts",
    { schema: { params: ZHostParams, response: { 200: ZSubAccounts } }, preHandler: organization },
    async (request) => {
      const { root } = scopeOf(request).admin;
      const children = await services.repos.accounts.children(root.domain, root.account_key);
      return children.map(toAccountDto);
    },
  );

  // The users screens offer a Guest one of these; an organisation admin may have no access of
  // their own to a sub-account, so /channels/{host} (which asks for it) would refuse them.
  app.get(
    "/accounts/:host/channels",
    { schema: { params: ZHostParams, response: { 200: ZChannelList } }, preHandler: accountAdmin },
    async (request) =>
      (await services.repos.channels.listActive(scopeOf(request).admin.account.id)).map(
        toChannelDto,
      ),
  );

  app.get(
    "/accounts/:domain/:key",
    {
      schema: { params: ZAccountPathParams, response: { 200: ZAccountDetails } },
      preHandler: [authenticate(services), requireAccountAdminByKey(services)],
    },
    async (request) => {
      const { account, organizationAdmin } = scopeOf(request).admin;
      return {
        ...toAccountDto(account),
        settings: configurationOf(account.settings),
        subAccountCount: await services.repos.accounts.countChildren(
          account.domain,
          account.account_key,
        ),
        organizationAdmin,
      };
    },
  );

  app.post(
    "/accounts/:host/sub-accounts",
    {
      schema: {
        params: ZHostParams,
        body: ZCreateSubAccountsRequest,
        response: { 201: ZSubAccounts },
      },
      preHandler: organization,
    },
    async (request, reply) => {
      const { account } = scopeOf(request).admin;
      const user = scopeOf(request).user;
      // manage.organization exists only on a top-level account: no nested levels.
      authorizeAdmin(scopeOf(request).standing, "createSubAccounts", {
        kind: "organization",
        topLevel: account.parent_account_key === null,
      });
      try {
        await runWrite(db, request, reply, async (repos) => {
          const rows: AccountRow[] = [];
          for (const wanted of request.body.accounts) {
            const existing = await repos.accounts.findByKey(account.domain, wanted.accountKey);
            if (existing) {
              const bound =
                existing.parent_account_key !== null ||
                (await repos.accounts.countChildren(existing.domain, existing.account_key)) > 0;
              throw new ApiError(400, bound ? "account-already-bound" : "account-key-exists");
            }
            const row = await repos.accounts.insert({
              domain: account.domain,
              account_key: wanted.accountKey,
              name: wanted.displayName,
              display_name: wanted.displayName,
              organization_name: account.organization_name,
              parent_account_key: account.account_key,
            });
            // The creator administers what they created (organisation admins do anyway).
            await repos.access.grant(user.id, row.id, "admin", {});
            await recordActivity(repos, request, {
              accountId: account.id,
              action: "account.create",
              target: accountTarget(row),
              details: { accountKey: row.account_key, parentAccountKey: account.account_key },
            });
            rows.push(row);
          }
          return { status: 201, body: rows.map(toAccountDto) };
        });
      } catch (error) {
        // A concurrent create of the same key loses on the unique index.
        if (isUniqueViolation(error)) throw new ApiError(400, "account-key-exists");
        throw error;
      }
    },
  );

  app.patch(
    "/accounts/:host/displayname",
    {
      schema: {
        params: ZHostParams,
        querystring: ZRenameAccountQuery,
        response: { 200: ZAccount },
      },
      preHandler: organization,
    },
    scopedWrite(db, async (request, { repos, scope }) => {
      const { account } = scope.admin;
      const displayName = request.query.displayname;
      const renamed = await repos.accounts.rename(account.id, displayName);
      if (!renamed) throw new ApiError(404, "not-found");
      await recordActivity(repos, request, {
        accountId: renamed.id,
        action: "account.rename",
        target: accountTarget(renamed),
        details: { from: account.display_name, to: displayName },
      });
      return { status: 200, body: toAccountDto(renamed) };
    }),
  );

  app.put(
    "/accounts/:host/usage-settings",
    {
      schema: { params: ZHostParams, body: ZUsageSettings, response: { 200: ZUsageSettings } },
      preHandler: accountAdmin,
    },
    settingsWrite("settings.usage", usageOf, (request) => {
      const body = request.body;
      // Requiring a provider no one can sign in with would lock every member out, admins too.
      if (
        (body.enforceGoogleSignIn && !services.sso.google) ||
        (body.enforceMsSignIn && !services.sso.microsoft)
      ) {
        throw new ApiError(400, "sso-provider-not-configured");
      }
      return {
        enforceGoogleSignIn: body.enforceGoogleSignIn,
        enforceGoogleSignInFrom: uniqueList(body.enforceGoogleSignInFrom),
        enforceMsSignIn: body.enforceMsSignIn,
        enforceMsSignInFrom: uniqueList(body.enforceMsSignInFrom),
      };
    }),
  );

  app.put(
    "/accounts/:host/media-settings",
    {
      schema: { params: ZHostParams, body: ZMediaSettings, response: { 200: ZMediaSettings } },
      preHandler: accountAdmin,
    },
    settingsWrite("settings.media", mediaOf, (request) => request.body),
  );

  app.put(
    "/accounts/:host/advanced-settings",
    {
      schema: {
        params: ZHostParams,
        body: ZAdvancedSettings,
        response: { 200: ZAdvancedSettings },
      },
      preHandler: accountAdmin,
    },
    settingsWrite("settings.advanced", advancedOf, (request) => {
      const header = request.body.linkCardHeader;
      // Both fields empty is the same as no header.
      return { linkCardHeader: header && header.name !== "" ? header : null };
    }),
  );

  app.put(
    "/accounts/:host/content-access",
    {
      schema: {
        params: ZHostParams,
        body: ZContentAccess,
        response: { 200: ZContentAccessView },
      },
      preHandler: accountAdmin,
    },
    settingsWrite("settings.content-access", contentAccessOf, (request) => ({
      embedAllowedOrigins: uniqueList(request.body.allowedOrigins),
    })),
  );

  app.put(
    "/accounts/:host/ai-settings",
    {
      schema: { params: ZHostParams, body: ZAiSettings, response: { 200: ZAiSettings } },
      preHandler: accountAdmin,
    },
    settingsWrite("settings.ai", aiSettingsOf, (request) => ({ ai: request.body })),
  );

  app.put(
    "/accounts/:host/sports-data",
    {
      schema: { params: ZHostParams, body: ZSportsDataRequest, response: { 200: ZSportsData } },
      preHandler: accountAdmin,
    },
    async (request, reply) => {
      const { account } = scopeOf(request).admin;
      const { provider, apiKey, competitionIds } = request.body;
      const stored = account.settings.sportsData?.apiKey ?? null;
      const nextKey = apiKey === undefined ? stored : apiKey;
      // A provider is useless without a key; "none" may keep one for later.
      if (provider !== "none" && !nextKey) {
        return sendError(reply, 400, "validation-failed", {
          fields: { apiKey: "forms.errors.required" },
        });
      }
      const sportsData = { provider, apiKey: nextKey, competitionIds: uniqueList(competitionIds) };
      await runWrite(db, request, reply, async (repos) => ({
        status: 200,
        body: sportsDataOf(
          await saveSettings(repos, request, { sportsData }, "settings.sports-data"),
        ),
      }));
    },
  );
};
