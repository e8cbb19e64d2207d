import {
  EXTENSION_API_VERSION,
  type ExtensionType,
  SUITE_EXTENSION_TYPES,
} from "../../domain/extensions";
import { ZHostParams } from "../../domain/schemas/common";
import {
  ZExtension,
  ZExtensionEnabledRequest,
  ZExtensionParams,
} from "../../domain/schemas/extension";
import { type ExtensionRuntime, ZExtensionRuntime } from "../../domain/schemas/extension-bridge";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { runWrite } from "../publishing/write";
import type { RoutePlugin } from "../routes/plugin";
import { framePage } from "./frame-page";
import { extensionSports } from "./sports";

/** Libraries first: their code runs before the extensions that use it. */
const order = (type: ExtensionType) => (type === "jsLibrary" ? 0 : 1);

/**
 * What the suite needs to run an account's editor extensions: the enabled
 * suite-side extensions of the host's account (any member may load them) and the frame page
 * they run in. PUT .../enabled is the per-account switch, for the account's admins.
 */
export const extensionRuntimeRoutes: RoutePlugin = async (app, { services, db }) => {
  app.get(
    "/extension-runtime/:host",
    {
      schema: { params: ZHostParams, response: { 200: ZExtensionRuntime } },
      preHandler: [authenticate(services), requireHostAccess(services)],
    },
    async (request, reply): Promise<ExtensionRuntime> => {
      const { record } = scopeOf(request).host;
      const list = await services.repos.extensions.enabledOfTypes(record.accountId, [
        ...SUITE_EXTENSION_TYPES,
      ]);
      reply.header("cache-control", "private, no-cache");
      return {
        apiVersion: EXTENSION_API_VERSION,
        extensions: [...list]
          .sort((a, b) => order(a.type) - order(b.type))
          .map(({ id, type, name, cssString, javaScriptString }) => ({
            id,
            type,
            name,
            cssString,
            javaScriptString,
          })),
        sports: extensionSports(record.account.settings),
      };
    },
  );

  app.put(
    "/extensions/:host/:id/enabled",
    {
      schema: {
        params: ZExtensionParams,
        body: ZExtensionEnabledRequest,
        response: { 200: ZExtension },
      },
      preHandler: [authenticate(services), requireAccountAdmin(services)],
    },
    async (request, reply) => {
      const accountId = scopeOf(request).admin.account.id;
      await runWrite(db, request, reply, async (repos) => {
        const row = await repos.extensions.setEnabled(
          accountId,
          request.params.id,
          request.body.enabled,
        );
        if (!row) throw new ApiError(404, "not-found");
        await recordActivity(repos, request, {
          accountId,
          action: "extension.update",
          target: { type: "extension", id: row.id, name: row.name },
          details: { type: row.type, enabled: row.enabled },
        });
        return { status: 200, body: row };
      });
    },
  );

  // The sandboxed page editor extensions run in: framed by the suite only, never cached stale.
  app.get(
    "/extension-frame",
    { helmet: { contentSecurityPolicy: false, frameguard: false } },
    async (_request, reply) => {
      const page = await framePage();
      return reply
        .header("content-security-policy", page.csp)
        .header("x-frame-options", "SAMEORIGIN")
        .header("cache-control", "no-cache")
        .header("x-content-type-options", "nosniff")
        .type("text/html; charset=utf-8")
        .send(page.html);
    },
  );
};
