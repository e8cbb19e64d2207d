import type { FastifyRequest } from "fastify";
import { recordActivity } from "../../activity/record";
import type { ApiKeySealer } from "../../auth/api-key-secrets";
import type { Db } from "../../db/open";
import { ApiError } from "../../errors";
import { writeTransaction } from "../../publishing/write";
import { apiKeyTarget, maskedOf } from "./activity";

/**
 * The whole key, with the reading logged in the same transaction. Not through runWrite: an
 * idempotency record would keep the answer, the key, in clear. 404 when the key is not the
 * account's, 409 api-key-unrevealable when no sealed copy of it is kept.
 */
export function revealApiKey(
  db: Db,
  request: FastifyRequest,
  sealer: ApiKeySealer,
  accountId: string,
  id: string,
): Promise<{ apiKey: string }> {
  return writeTransaction(db, async (repos) => {
    const found = await repos.apiKeys.reveal(accountId, id, sealer);
    if (!found) throw new ApiError(404, "not-found");
    if (found.apiKey === undefined) throw new ApiError(409, "api-key-unrevealable");
    await recordActivity(repos, request, {
      accountId,
      action: "api-key.reveal",
      target: { ...apiKeyTarget(found.key), name: found.key.masked },
      details: { ...maskedOf(found.key), name: found.key.name },
    });
    return { apiKey: found.apiKey };
  });
}
