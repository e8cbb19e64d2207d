import {
  ZApiKey,
  ZApiKeyList,
  ZApiKeyParams,
  ZCreateApiKeyQuery,
  ZCreateApiKeyRequest,
  ZRevealApiKeyResponse,
} from "../../domain/schemas/api-key";
import { ZHostParams } from "../../domain/schemas/common";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { apiKeyTarget, maskedOf } from "../commands/api-keys/activity";
import { createApiKey } from "../commands/api-keys/create";
import { revealApiKey } from "../commands/api-keys/reveal";
import { ApiError } from "../errors";
import { scopedWrite } from "../publishing/write";
import type { RoutePlugin } from "./plugin";

/**
 * API keys of an account: `{key}` is the account host. Any admin of the account
 * lists, creates and deletes them; keys are unique across all accounts. Lists and answers
 * carry the key masked: the whole key is read only through reveal, which the log records.
 */
export const apiKeyRoutes: RoutePlugin = async (app, { services, db }) => {
  const admin = [authenticate(services), requireAccountAdmin(services)];

  app.get(
    "/accounts/:host/api-keys",
    { schema: { params: ZHostParams, response: { 200: ZApiKeyList } }, preHandler: admin },
    async (request) => services.repos.apiKeys.list(scopeOf(request).admin.account.id),
  );

  app.post(
    "/accounts/:host/api-keys",
    {
      schema: {
        params: ZHostParams,
        querystring: ZCreateApiKeyQuery,
        // Nullish: the spec's call sends no body at all.
        body: ZCreateApiKeyRequest.nullish(),
        response: { 201: ZApiKey },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { user } = scope;
      const key = await createApiKey(db, request, services.apiKeySealer, {
        accountId: scope.admin.account.id,
        creator: { id: user.id, displayName: user.display_name },
        custom: request.query.apiKey,
        name: request.body?.name,
      });
      return reply.code(201).send(key);
    },
  );

  app.post(
    "/accounts/:host/api-keys/:id/reveal",
    {
      schema: { params: ZApiKeyParams, response: { 200: ZRevealApiKeyResponse } },
      preHandler: admin,
    },
    async (request) =>
      revealApiKey(
        db,
        request,
        services.apiKeySealer,
        scopeOf(request).admin.account.id,
        request.params.id,
      ),
  );

  app.delete(
    "/accounts/:host/api-keys/:id",
    { schema: { params: ZApiKeyParams }, preHandler: admin },
    scopedWrite(db, async (request, { repos, scope }) => {
      const accountId = scope.admin.account.id;
      const key = await repos.apiKeys.remove(accountId, request.params.id);
      if (!key) throw new ApiError(404, "not-found");
      await recordActivity(repos, request, {
        accountId,
        action: "api-key.delete",
        target: apiKeyTarget(key),
        details: maskedOf(key),
      });
      return { status: 204, body: undefined };
    }),
  );
};
