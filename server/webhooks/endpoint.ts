import { randomBytes } from "node:crypto";
import type { WebhookEndpoint } from "../../domain/schemas/webhook";

/** `whsec_` and 24 random bytes in base64, the form Standard Webhooks libraries take. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(24).toString("base64")}`;

/** How the activity log names an endpoint. */
export const webhookTarget = (endpoint: Pick<WebhookEndpoint, "id" | "name">) => ({
  type: "webhook" as const,
  id: endpoint.id,
  name: endpoint.name,
});
