import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { maskApiKey } from "../../../domain/api-key-mask";
import { type ApiKey, GENERATED_API_KEY_BYTES } from "../../../domain/schemas/api-key";
import { recordActivity } from "../../activity/record";
import type { ApiKeySealer } from "../../auth/api-key-secrets";
import type { Db } from "../../db/open";
import { ApiError } from "../../errors";
import { writeTransaction } from "../../publishing/write";
import { ApiKeyTaken } from "../../repositories/api-keys";
import { apiKeyTarget, maskedOf } from "./activity";

/** 32 url-safe characters from the system's CSPRNG. */
const generateKey = () => randomBytes(GENERATED_API_KEY_BYTES).toString("base64url");
/** A generated key colliding even once is astronomically unlikely; three tries is plenty. */
const GENERATE_ATTEMPTS = 3;

export interface NewApiKey {
  accountId: string;
  creator: { id: string; displayName: string };
  /** The key the admin chose; a generated one when undefined. */
  custom: string | undefined;
  /** The key's name; its mask when undefined. */
  name: string | undefined;
}

/**
 * Creates the key and logs it (masked) in one transaction. Not through runWrite: the answer
 * carries the whole key, which an idempotency record would keep in clear. A taken custom key,
 * or a generated one that keeps colliding, is 400 api-key-not-unique.
 */
export async function createApiKey(
  db: Db,
  request: FastifyRequest,
  sealer: ApiKeySealer,
  { accountId, creator, custom, name }: NewApiKey,
): Promise<ApiKey> {
  const create = (apiKey: string) =>
    writeTransaction(db, async (repos) => {
      const key = await repos.apiKeys.create(
        accountId,
        apiKey,
        name ?? maskApiKey(apiKey),
        creator,
        sealer,
      );
      await recordActivity(repos, request, {
        accountId,
        action: "api-key.create",
        target: apiKeyTarget(key),
        details: { generated: custom === undefined, ...maskedOf(key) },
      });
      return key;
    });
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(custom ?? generateKey());
    } catch (error) {
      if (!(error instanceof ApiKeyTaken)) throw error;
      if (custom !== undefined || attempt >= GENERATE_ATTEMPTS) {
        throw new ApiError(400, "api-key-not-unique");
      }
    }
  }
}
