import { z } from "zod";
import { FEATURE_FLAGS, type FeatureFlag, isOptInFeature } from "../features";
import { PLUGIN_IDS } from "../plugins";

const ZFlag = z.enum(FEATURE_FLAGS);
const unique = <T>(list: T[]) => [...new Set(list)];

/** POST /accounts/{host}/disabled-features: only disable-style flags may be listed. */
export const ZDisabledFeaturesRequest = z.object({
  features: z
    .array(ZFlag.refine((f: FeatureFlag) => !isOptInFeature(f), "feature-not-disable-style"))
    .max(FEATURE_FLAGS.length * 2)
    .transform(unique),
});

/** POST /accounts/{host}/opt-in-features: only opt-in flags may be listed. */
export const ZOptInFeaturesRequest = z.object({
  features: z
    .array(ZFlag.refine((f: FeatureFlag) => isOptInFeature(f), "feature-not-opt-in"))
    .max(FEATURE_FLAGS.length * 2)
    .transform(unique),
});

const flagMap = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, value])) as Record<FeatureFlag, T>);

/** An account's feature settings, as the features page reads them. */
export const ZAccountFeatures = z.object({
  disabledFeatures: z.array(ZFlag),
  optInFeatures: z.array(ZFlag),
  /** Each flag on or off, as the server works it out from the two lists. */
  enabled: flagMap(z.boolean()),
  /** The opt-in flags: off until an administrator switches them on. */
  optIn: z.array(ZFlag),
});

/** PUT /accounts/{host}/features: flags to switch on or off; those not named stay as they are. */
export const ZFeatureSwitchesRequest = z.object({
  enabled: flagMap(z.boolean().optional()).strict(),
});
export type AccountFeatures = z.infer<typeof ZAccountFeatures>;

export const ZPluginId = z.enum(PLUGIN_IDS);
/** PUT /accounts/{host}/plugins body: the plugins to switch on. */
export const ZPluginSettingsRequest = z.object({
  enabled: z
    .array(ZPluginId)
    .max(PLUGIN_IDS.length * 2)
    .transform(unique),
});
/** GET and PUT answer: the plugins switched on, in catalogue order. */
export const ZPluginSettings = z.object({ enabled: z.array(ZPluginId) });
