import { z } from "zod";

/**
 * What the signed-in user may do to one entity, decided by the server (domain/abilities.ts)
 * and carried on every post, draft, contribution and channel an editor route answers. The
 * client shows an action only when its flag is true; it never works the rules out again.
 */
const flags = <const K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

export const POST_ACTIONS = ["edit", "delete", "pin", "highlight", "reorder", "keyEvent"] as const;
export const DRAFT_ACTIONS = ["edit", "delete", "publish", "schedule"] as const;
export const CONTRIBUTION_ACTIONS = [
  "edit",
  "delete",
  "restore",
  "publish",
  "unpublish",
  "reply",
] as const;
export const CHANNEL_ACTIONS = [
  "open",
  "manage",
  "publish",
  "writeDrafts",
  "moderateContributions",
  "seePendingContributions",
  "editContributionSettings",
  "useAi",
] as const;

export const ZPostAbilities = flags(POST_ACTIONS);
export const ZDraftAbilities = flags(DRAFT_ACTIONS);
export const ZContributionAbilities = flags(CONTRIBUTION_ACTIONS);
export const ZChannelAbilities = flags(CHANNEL_ACTIONS);

export type PostAbilities = z.infer<typeof ZPostAbilities>;
export type DraftAbilities = z.infer<typeof ZDraftAbilities>;
export type ContributionAbilities = z.infer<typeof ZContributionAbilities>;
export type ChannelAbilities = z.infer<typeof ZChannelAbilities>;

const none = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>;

/** What a payload without `abilities` allows (a public or live-event copy): nothing. */
export const NO_POST_ABILITIES: PostAbilities = none(POST_ACTIONS);
export const NO_CONTRIBUTION_ABILITIES: ContributionAbilities = none(CONTRIBUTION_ACTIONS);
