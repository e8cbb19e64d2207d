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

/** An account's feature settings, as the features page reads and writes them. */
export const ZAccountFeatures = z.object({
  disabledFeatures: z.array(ZFlag),
  optInFeatures: z.array(ZFlag),
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
