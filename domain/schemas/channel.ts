import { z } from "zod";

/** Channel as the API returns it (spec §3); the client adds accountDomain and accountKey. */
export const ZChannel = z.object({
  id: z.string(),
  channelId: z.string(),
  name: z.string(),
  archived: z.boolean(),
  createdUtc: z.string(),
  lastUsedUtc: z.string(),
});
export type Channel = z.infer<typeof ZChannel>;
export const ZChannelList = z.array(ZChannel);

export const ZChannelParams = z.object({ host: z.string().min(3).max(200), id: z.string().uuid() });
