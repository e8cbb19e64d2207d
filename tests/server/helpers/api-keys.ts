import type { ApiKey } from "../../../domain/schemas/api-key";
import { apiKeySealer } from "../../../server/auth/api-key-secrets";
import type { Repositories } from "../../../server/repositories";
import { TEST_JWT_SECRET } from "./test-app";

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
