import type { FastifyRequest } from "fastify";
import type { WebhookEndpoint } from "../../../domain/schemas/webhook";
import { recordActivity } from "../../activity/record";
import { scopeOf } from "../../auth/scope";
import type { Db } from "../../db/open";
import { writeTransaction } from "../../publishing/write";
import type { EndpointChange } from "../../repositories/webhooks";
import type { Services } from "../../services";
import { generateWebhookSecret, webhookTarget } from "../../webhooks/endpoint";

/**
 * Registers an endpoint with a new signing secret and records it, in one transaction, and
 * answers the endpoint with the secret in clear: the only time anyone sees it. A command, not
 * runWrite, because runWrite's idempotency record would keep that answer (and so the secret).
 */
export async function createWebhook(
  { webhookSealer }: Pick<Services, "webhookSealer">,
  db: Db,
  request: FastifyRequest,
  accountId: string,
  input: Required<EndpointChange>,
): Promise<WebhookEndpoint & { secret: string }> {
  const user = scopeOf(request).user;
  const secret = generateWebhookSecret();
  const created = await writeTransaction(db, async (repos) => {
    const endpoint = await repos.webhooks.create(accountId, input, webhookSealer.seal(secret), {
      id: user.id,
      displayName: user.display_name,
    });
    await recordActivity(repos, request, {
      accountId,
      action: "webhook.create",
      target: webhookTarget(endpoint),
      details: { url: input.url, events: endpoint.events },
    });
    return endpoint;
  });
  return { ...created, secret };
}
