import type { ChannelSet } from "./schemas/abilities";

/**
 * Whether a presented channel set holds the channel. On its own, without the schemas: the
 * route guard needs it on every first screen, and importing it from schemas/abilities.ts ran
 * zod (~23 KB brotli) in the first screen's script.
 */
export const includesChannel = (set: ChannelSet, channelId: string): boolean =>
  set.all || set.ids.includes(channelId);
