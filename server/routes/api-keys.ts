import { randomBytes } from "node:crypto";
import { maskApiKey } from "../../domain/api-key-mask";
import {
  type ApiKey,
  GENERATED_API_KEY_BYTES,
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
import { ApiError } from "../errors";
import { createRepositories } from "../repositories";
import { ApiKeyTaken } from "../repositories/api-keys";
import type { RoutePlugin } from "./plugin";

/** 32 url-safe characters from the system's CSPRNG. */
const generateKey = () => randomBytes(GENERATED_API_KEY_BYTES).toString("base64url");
/** A generated key colliding even once is astronomically unlikely; three tries is plenty. */
const GENERATE_ATTEMPTS = 3;

const target = (key: ApiKey) => ({
  type: "api-key" as const,
  id: key.id,
  name: key.name,
});

/** The activity log is read by every admin of the account: never the whole secret. */
const maskedOf = (key: ApiKey) => ({ apiKey: key.masked });

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
      const accountId = scopeOf(request).admin.account.id;
      const user = scopeOf(request).user;
      const custom = request.query.apiKey;
      const create = (apiKey: string) =>
        db.transaction().execute(async (trx) => {
          const repos = createRepositories(trx);
          const key = await repos.apiKeys.create(
            accountId,
            apiKey,
            request.body?.name ?? maskApiKey(apiKey),
            { id: user.id, displayName: user.display_name },
            services.apiKeySealer,
          );
          await recordActivity(repos, request, {
            accountId,
            action: "api-key.create",
            target: target(key),
            details: { generated: custom === undefined, ...maskedOf(key) },
          });
          return key;
        });
      for (let attempt = 1; ; attempt++) {
        try {
          return reply.code(201).send(await create(custom ?? generateKey()));
        } catch (error) {
          if (!(error instanceof ApiKeyTaken)) throw error;
          if (custom !== undefined || attempt >= GENERATE_ATTEMPTS) {
            throw new ApiError(400, "api-key-not-unique");
          }
        }
      }
    },
  );

  app.post(
    "/accounts/:host/api-keys/:id/reveal",
    {
      schema: { params: ZApiKeyParams, response: { 200: ZRevealApiKeyResponse } },
      preHandler: admin,
    },
    async (request) => {
      const accountId = scopeOf(request).admin.account.id;
      return db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const found = await repos.apiKeys.reveal(
          accountId,
          request.params.id,
          services.apiKeySealer,
        );
        if (!found) throw new ApiError(404, "not-found");
        if (found.apiKey === undefined) throw new ApiError(409, "api-key-unrevealable");
        await recordActivity(repos, request, {
          accountId,
          action: "api-key.reveal",
          target: { ...target(found.key), name: found.key.masked },
          details: { ...maskedOf(found.key), name: found.key.name },
        });
        return { apiKey: found.apiKey };
      });
    },
  );

  app.delete(
    "/accounts/:host/api-keys/:id",
    { schema: { params: ZApiKeyParams }, preHandler: admin },
    async (request, reply) => {
      const accountId = scopeOf(request).admin.account.id;
      const removed = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const key = await repos.apiKeys.remove(accountId, request.params.id);
        if (key) {
          await recordActivity(repos, request, {
            accountId,
            action: "api-key.delete",
            target: target(key),
            details: maskedOf(key),
          });
        }
        return key;
      });
      if (!removed) throw new ApiError(404, "not-found");
      return reply.code(204).send();
    },
  );
};
