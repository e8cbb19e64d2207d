import type { FastifyRequest } from "fastify";
import { changesBetween } from "../../domain/activity-changes";
import type { FeatureFlag } from "../../domain/features";
import { normalizePlugins } from "../../domain/plugins";
import { ZHostParams } from "../../domain/schemas/common";
import {
  type AccountFeatures,
  ZAccountFeatures,
  ZDisabledFeaturesRequest,
  ZOptInFeaturesRequest,
  ZPluginSettings,
  ZPluginSettingsRequest,
} from "../../domain/schemas/feature-settings";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { scopedWrite } from "../publishing/write";
import type { Repositories } from "../repositories";
import type { RoutePlugin } from "./plugin";

const diff = (before: readonly string[], after: readonly string[]) => ({
  added: after.filter((f) => !before.includes(f)),
  removed: before.filter((f) => !after.includes(f)),
});

/** The log's entry for a list that changed: what came and went, and the whole list around it. */
const listChange = (
  field: "disabledFeatures" | "optInFeatures" | "plugins",
  before: string[],
  after: string[],
) => ({
  ...diff(before, after),
  // Sorted: the order a list was sent in is no change.
  changes: changesBetween({ [field]: [...before].sort() }, { [field]: [...after].sort() }),
});

/**
 * The features console's switches: disable-style and opt-in feature flags,
 * and the plugins catalogue. Any admin of the account changes them.
 */
export const accountFeatureRoutes: RoutePlugin = async (app, { services, db }) => {
  const admin = [authenticate(services), requireAccountAdmin(services)];
  const accountId = (request: FastifyRequest) => scopeOf(request).admin.account.id;

  const current = async (repos: Repositories, id: string): Promise<AccountFeatures> => {
    const features = await repos.accountFeatures.features(id);
    if (!features) throw new ApiError(404, "not-found");
    return features;
  };

  app.get(
    "/accounts/:host/features",
    { schema: { params: ZHostParams, response: { 200: ZAccountFeatures } }, preHandler: admin },
    async (request) => current(services.repos, accountId(request)),
  );

  /** One list of flags replaces the stored one; the change is logged when there is one. */
  const save = (kind: "disabled" | "optIn") =>
    scopedWrite<FastifyRequest & { body: { features: FeatureFlag[] } }>(
      db,
      async (request, { repos, scope }) => {
        const id = scope.admin.account.id;
        const wanted = request.body.features;
        const before = await current(repos, id);
        const field = kind === "disabled" ? "disabledFeatures" : "optInFeatures";
        const change = listChange(field, before[field], wanted);
        if (change.changes.length === 0) return { status: 200, body: before };
        if (kind === "disabled") await repos.accountFeatures.setDisabled(id, wanted);
        else await repos.accountFeatures.setOptIn(id, wanted);
        await recordActivity(repos, request, {
          accountId: id,
          action: "features.update",
          details: { list: field, ...change },
        });
        return { status: 200, body: await current(repos, id) };
      },
    );

  app.post(
    "/accounts/:host/disabled-features",
    {
      schema: {
        params: ZHostParams,
        body: ZDisabledFeaturesRequest,
        response: { 200: ZAccountFeatures },
      },
      preHandler: admin,
    },
    save("disabled"),
  );

  app.post(
    "/accounts/:host/opt-in-features",
    {
      schema: {
        params: ZHostParams,
        body: ZOptInFeaturesRequest,
        response: { 200: ZAccountFeatures },
      },
      preHandler: admin,
    },
    save("optIn"),
  );

  app.get(
    "/accounts/:host/plugins",
    { schema: { params: ZHostParams, response: { 200: ZPluginSettings } }, preHandler: admin },
    async (request) => ({
      enabled: normalizePlugins(await services.repos.accountFeatures.plugins(accountId(request))),
    }),
  );

  app.put(
    "/accounts/:host/plugins",
    {
      schema: {
        params: ZHostParams,
        body: ZPluginSettingsRequest,
        response: { 200: ZPluginSettings },
      },
      preHandler: admin,
    },
    scopedWrite(db, async (request, { repos, scope }) => {
      const id = scope.admin.account.id;
      const enabled = normalizePlugins(request.body.enabled);
      const before = normalizePlugins(await repos.accountFeatures.plugins(id));
      const change = listChange("plugins", before, enabled);
      if (change.changes.length > 0) {
        await repos.accountFeatures.setPlugins(id, enabled);
        await recordActivity(repos, request, {
          accountId: id,
          action: "plugins.update",
          details: change,
        });
      }
      return { status: 200, body: { enabled } };
    }),
  );
};
