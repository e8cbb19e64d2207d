import { z } from "zod";
import { ZChannelAbilities } from "./abilities";
import { ZHostParams } from "./common";

/** Channel as the API returns it; the client adds accountDomain and accountKey. */
export const ZChannel = z.object({
  id: z.string(),
  channelId: z.string(),
  name: z.string(),
  archived: z.boolean(),
  createdUtc: z.string(),
  lastUsedUtc: z.string(),
  /** When the live blog's coverage ended (ended by hand, or archived); null while it goes on. */
  coverageEndedUtc: z.string().nullable().optional(),
  /** What the signed-in user may do in it (domain/abilities); absent in live events. */
  abilities: ZChannelAbilities.optional(),
});
export type Channel = z.infer<typeof ZChannel>;
export const ZChannelList = z.array(ZChannel);

export const ZChannelParams = ZHostParams.extend({ id: z.string().uuid() });

export const CHANNEL_NAME_MAX = 120;
/** POST /channels/{host}: body plus empty type and empty config. */
export const ZCreateChannelRequest = z.object({
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  type: z.literal("").default(""),
  config: z.object({}).default({}),
});
export const ZRenameChannelQuery = z.object({
  channelName: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
});

/** GET /channels/{host}/{id}/overview: the channel with its counts, for the suite header. */
export const ZChannelOverview = z.object({
  channel: ZChannel,
  posts: z.number().int(),
  drafts: z.number().int(),
  scheduled: z.number().int(),
  lastPostUtc: z.string().nullable(),
  /** Reader comments and questions waiting for review; 0 for who may not moderate them. */
  pendingContributions: z.number().int(),
});
export type ChannelOverview = z.infer<typeof ZChannelOverview>;
