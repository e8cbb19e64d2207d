import { z } from "zod";
import { ZHostParams } from "../../domain/schemas/common";
import {
  ZCreatedWebhookEndpoint,
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookParams,
  ZWebhookSecretResponse,
} from "../../domain/schemas/webhook";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { createWebhook } from "../commands/webhooks/create";
import { rotateWebhookSecret } from "../commands/webhooks/rotate-secret";
import { ApiError } from "../errors";
import { runWrite } from "../publishing/write";
import { webhookTarget } from "../webhooks/endpoint";
import { checkWebhookUrl } from "../webhooks/url";
import type { RoutePlugin } from "./plugin";

const TAGS = ["webhooks"];

/**
 * Webhook endpoints of an account (docs/webhooks.md), managed by whoever manages its API keys.
 * The signing secret is answered on creation and on rotation only; the server keeps it sealed.
 */
export const webhookRoutes: RoutePlugin = async (app, { services, db }) => {
  const admin = [authenticate(services), requireAccountAdmin(services)];
  const urlOf = (raw: string) =>
    checkWebhookUrl(raw, { allowPrivate: services.config.allowPrivateFetch });
  const accountOf = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).admin.account.id;

  /** The endpoint, or 404 when it is not the account's. */
  const endpointOf = async (accountId: string, id: string) => {
    const found = await services.repos.webhooks.find(accountId, id);
    if (!found) throw new ApiError(404, "not-found");
    return found;
  };

  app.get(
    "/accounts/:host/webhooks",
    {
      schema: {
        operationId: "listWebhooks",
        summary: "List the account's webhook endpoints",
        tags: TAGS,
        params: ZHostParams,
        response: { 200: ZWebhookEndpointList },
      },
      preHandler: admin,
    },
    async (request) => services.repos.webhooks.list(accountOf(request)),
  );

  app.post(
    "/accounts/:host/webhooks",
    {
      schema: {
        operationId: "createWebhook",
        summary: "Register a webhook endpoint",
        description:
          "Answers the signing secret once (`whsec_…`); the server never shows it again.",
        tags: TAGS,
        params: ZHostParams,
        body: ZCreateWebhookRequest,
        response: { 201: ZCreatedWebhookEndpoint },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const input = { ...request.body, url: await urlOf(request.body.url) };
      const created = await createWebhook(services, db, request, accountOf(request), input);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/accounts/:host/webhooks/:id",
    {
      schema: {
        operationId: "updateWebhook",
        summary: "Change a webhook endpoint",
        description: "Switching on an endpoint the server switched off clears the reason.",
        tags: TAGS,
        params: ZWebhookParams,
        body: ZUpdateWebhookRequest,
        response: { 200: ZWebhookEndpoint },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const accountId = accountOf(request);
      await endpointOf(accountId, request.params.id);
      const { url: raw, ...rest } = request.body;
      const change = raw === undefined ? rest : { ...rest, url: await urlOf(raw) };
      await runWrite(db, request, reply, async (repos) => {
        const updated = await repos.webhooks.update(accountId, request.params.id, change);
        if (!updated) throw new ApiError(404, "not-found");
        await recordActivity(repos, request, {
          accountId,
          action: "webhook.update",
          target: webhookTarget(updated),
          details: change,
        });
        return { status: 200, body: updated };
      });
    },
  );

  app.post(
    "/accounts/:host/webhooks/:id/rotate-secret",
    {
      schema: {
        operationId: "rotateWebhookSecret",
        summary: "Replace a webhook endpoint's signing secret",
        description:
          "Answers the new secret once. The old one signs too (a second signature) for 24 hours.",
        tags: TAGS,
        params: ZWebhookParams,
        response: { 200: ZWebhookSecretResponse },
      },
      preHandler: admin,
    },
    async (request) => {
      const accountId = accountOf(request);
      const endpoint = await endpointOf(accountId, request.params.id);
      return { secret: await rotateWebhookSecret(services, db, request, accountId, endpoint) };
    },
  );

  app.delete(
    "/accounts/:host/webhooks/:id",
    {
      schema: {
        operationId: "deleteWebhook",
        summary: "Delete a webhook endpoint and its delivery log",
        tags: TAGS,
        params: ZWebhookParams,
        response: { 204: z.null().describe("Deleted") },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const accountId = accountOf(request);
      await runWrite(db, request, reply, async (repos) => {
        const endpoint = await repos.webhooks.remove(accountId, request.params.id);
        if (!endpoint) throw new ApiError(404, "not-found");
        await recordActivity(repos, request, {
          accountId,
          action: "webhook.delete",
          target: webhookTarget(endpoint),
          details: { url: endpoint.url },
        });
        return { status: 204, body: null };
      });
    },
  );

  app.get(
    "/accounts/:host/webhooks/:id/deliveries",
    {
      schema: {
        operationId: "listWebhookDeliveries",
        summary: "A webhook endpoint's latest deliveries, with their attempts",
        tags: TAGS,
        params: ZWebhookParams,
        response: { 200: ZWebhookDeliveryList },
      },
      preHandler: admin,
    },
    async (request) => {
      const endpoint = await endpointOf(accountOf(request), request.params.id);
      return services.repos.webhooks.deliveries(endpoint.id);
    },
  );

  app.post(
    "/accounts/:host/webhooks/:id/deliveries/:deliveryId/resend",
    {
      schema: {
        operationId: "resendWebhookDelivery",
        summary: "Send a delivery again now, with the same webhook-id",
        tags: TAGS,
        params: ZWebhookDeliveryParams,
        response: { 204: z.null().describe("Queued: it goes out within seconds") },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const endpoint = await endpointOf(accountOf(request), request.params.id);
      const result = await services.repos.webhooks.resend(endpoint.id, request.params.deliveryId);
      if (result === "missing") throw new ApiError(404, "not-found");
      if (result === "cancelled") throw new ApiError(409, "webhook-delivery-cancelled");
      return reply.code(204).send(null);
    },
  );
};
