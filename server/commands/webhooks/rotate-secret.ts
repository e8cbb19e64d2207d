import type { FastifyRequest } from "fastify";
import type { WebhookEndpoint } from "../../../domain/schemas/webhook";
import { recordActivity } from "../../activity/record";
import type { Db } from "../../db/open";
import { ApiError } from "../../errors";
import { writeTransaction } from "../../publishing/write";
import type { Services } from "../../services";
import { generateWebhookSecret, webhookTarget } from "../../webhooks/endpoint";

/**
 * Gives the endpoint a new signing secret (the old one keeps signing for a grace period) and
 * records it, in one transaction; answers the new secret in clear, which runWrite's
 * idempotency record would keep, hence a command.
 */
export async function rotateWebhookSecret(
  { webhookSealer }: Pick<Services, "webhookSealer">,
  db: Db,
  request: FastifyRequest,
  accountId: string,
  endpoint: WebhookEndpoint,
): Promise<string> {
  const secret = generateWebhookSecret();
  await writeTransaction(db, async (repos) => {
    const sealed = webhookSealer.seal(secret);
    if (!(await repos.webhooks.rotateSecret(accountId, endpoint.id, sealed))) {
      throw new ApiError(404, "not-found");
    }
    await recordActivity(repos, request, {
      accountId,
      action: "webhook.rotate-secret",
      target: webhookTarget(endpoint),
    });
  });
  return secret;
}
