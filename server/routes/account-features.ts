import type { FastifyRequest } from "fastify";
import { changesBetween } from "../../domain/activity-changes";
import {
  type FeatureFlag,
  featureSwitches,
  OPT_IN_FEATURES,
  settingsWithSwitches,
} from "../../domain/features";
import { normalizePlugins } from "../../domain/plugins";
import { ZHostParams } from "../../domain/schemas/common";
import {
  type AccountFeatures,
  ZAccountFeatures,
  ZDisabledFeaturesRequest,
  ZFeatureSwitchesRequest,
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
    return { ...features, enabled: featureSwitches(features), optIn: [...OPT_IN_FEATURES] };
  };

  app.get(
    "/accounts/:host/features",
    { schema: { params: ZHostParams, response: { 200: ZAccountFeatures } }, preHandler: admin },
    async (request) => current(services.repos, accountId(request)),
  );

  type Lists = Pick<AccountFeatures, "disabledFeatures" | "optInFeatures">;
  /** The lists `wanted` names replace the stored ones; each change is logged. */
  const save = <R extends FastifyRequest>(wanted: (request: R, before: Lists) => Partial<Lists>) =>
    scopedWrite<R>(db, async (request, { repos, scope }) => {
      const id = scope.admin.account.id;
      const before = await current(repos, id);
      const after = wanted(request, before);
      for (const field of ["disabledFeatures", "optInFeatures"] as const) {
        const list = after[field];
        if (!list) continue;
        const change = listChange(field, before[field], list);
        if (change.changes.length === 0) continue;
        if (field === "disabledFeatures") await repos.accountFeatures.setDisabled(id, list);
        else await repos.accountFeatures.setOptIn(id, list);
        await recordActivity(repos, request, {
          accountId: id,
          action: "features.update",
          details: { list: field, ...change },
        });
      }
      return { status: 200, body: await current(repos, id) };
    });
  type ListBody = FastifyRequest & { body: { features: FeatureFlag[] } };

  app.put(
    "/accounts/:host/features",
    {
      schema: {
        params: ZHostParams,
        body: ZFeatureSwitchesRequest,
        response: { 200: ZAccountFeatures },
      },
      preHandler: admin,
    },
    save((request, before) => settingsWithSwitches(before, request.body.enabled)),
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
    save<ListBody>((request) => ({ disabledFeatures: request.body.features })),
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
    save<ListBody>((request) => ({ optInFeatures: request.body.features })),
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
