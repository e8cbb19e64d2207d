import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { type ApiKey, ZApiKey, ZRevealApiKeyResponse } from "../../../domain/schemas/api-key";
import { ZFeedPage } from "../../../domain/schemas/post";
import { publicApiPaths } from "../../../domain/schemas/public-api";
import { apiKeySealer } from "../../../server/auth/api-key-secrets";
import type { Repositories } from "../../../server/repositories";
import { bearer, TEST_JWT_SECRET, type TestContext } from "./test-app";

/**
 * A key stored as the server stores one (hashed, sealed under the test secret), with the whole
 * key beside its list entry: the server never answers it again outside reveal.
 */
export async function storeApiKey(
  repos: Repositories,
  accountId: string,
  apiKey: string,
  name: string,
  creator: { id: string; displayName: string },
): Promise<ApiKey & { apiKey: string }> {
  const key = await repos.apiKeys.create(
    accountId,
    apiKey,
    name,
    creator,
    apiKeySealer(TEST_JWT_SECRET),
  );
  return { ...key, apiKey };
}

/** A key of `accountId` stored as made by the seeded demo admin. */
export async function demoAdminKey(
  t: TestContext,
  accountId: string,
  apiKey: string,
  name: string,
) {
  const admin = (await t.repos.users.findByLogin("demo", "admin@ticker.local"))!;
  return storeApiKey(t.repos, accountId, apiKey, name, {
    id: admin.id,
    displayName: admin.display_name,
  });
}

/** The first page of `channelId` as the public API answers it to `apiKey`. */
export async function publicFeed(t: TestContext, apiKey: string, channelId: string) {
  const read = await t.app.inject({
    method: "GET",
    url: publicApiPaths.posts(channelId),
    headers: { "x-api-key": apiKey },
  });
  expect(read.statusCode, read.body).toBe(200);
  return ZFeedPage.parse(read.json());
}

/** A key made as an administrator makes one, through the API, and its whole value by reveal. */
export async function apiKeyByApi(
  app: FastifyInstance,
  adminJwt: string,
  host: string,
  name: string,
): Promise<string> {
  const created = await app.inject({
    method: "POST",
    url: `/api/accounts/${host}/api-keys`,
    headers: bearer(adminJwt),
    payload: { name },
  });
  const { id } = ZApiKey.parse(created.json());
  const revealed = await app.inject({
    method: "POST",
    url: `/api/accounts/${host}/api-keys/${id}/reveal`,
    headers: bearer(adminJwt),
  });
  return ZRevealApiKeyResponse.parse(revealed.json()).apiKey;
}
