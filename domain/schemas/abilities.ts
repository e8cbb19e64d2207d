import { z } from "zod";
import { FEATURE_FLAGS } from "../features";
import { RIGHT_NAMES } from "../roles";

/**
 * What the signed-in user may do to one entity, decided by the server (domain/abilities.ts)
 * and carried on every post, draft, contribution and channel an editor route answers. The
 * client shows an action only when its flag is true; it never works the rules out again.
 */
// An object with every name a property (not a record of an enum), so generated clients and
// validators know each key.
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

/** Channels of an account: every one of them, or only those listed (a guest's). */
export const ZChannelSet = z.object({ all: z.boolean(), ids: z.array(z.string()) });
export type ChannelSet = z.infer<typeof ZChannelSet>;

/**
 * What the signed-in user may do in one account, decided by the server (domain/abilities.ts)
 * and carried on each account of the profile overview. The app's menus, screens and route
 * guard read these flags; they never work a rule out from the role and rights again.
 */
export const ZAccountAbilities = z.object({
  viewChannels: z.boolean(),
  viewAdminConsole: z.boolean(),
  viewUsers: z.boolean(),
  manageOrganization: z.boolean(),
  manageChannels: z.boolean(),
  manageTags: z.boolean(),
  /** Reader contributions (comments): the feature is on and the role may moderate them. */
  useComments: z.boolean(),
  openChannels: ZChannelSet,
  publishChannels: ZChannelSet,
  aiChannels: ZChannelSet,
  /** Where one's own posts may be marked as key events. */
  keyEventChannels: ZChannelSet,
  /** Each feature of the account, on or off. */
  features: flags(FEATURE_FLAGS),
  /** Each right, held or not (the channel's debug panel lists them). */
  rights: flags(RIGHT_NAMES),
});
export type AccountAbilities = z.infer<typeof ZAccountAbilities>;

export { includesChannel } from "../channel-set";
