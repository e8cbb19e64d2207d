/**
 * What a live event's `invalidates` entries name: one source for the server that writes them
 * and the suite that maps them to its cached queries. An entry is "<kind>:<channelId>", or
 * the bare "channels" (the channel list).
 */
export const CHANNEL_LIVE_KINDS = [
  "feed",
  "drafts",
  "topText",
  "countdowns",
  "channel",
  "contributions",
  "polls",
] as const;
export type ChannelLiveKind = (typeof CHANNEL_LIVE_KINDS)[number];
export type LiveKeyKind = ChannelLiveKind | "channels";

const channelKey = (kind: ChannelLiveKind) => (channelId: string) => `${kind}:${channelId}`;

export const liveKeys = {
  feed: channelKey("feed"),
  drafts: channelKey("drafts"),
  topText: channelKey("topText"),
  countdowns: channelKey("countdowns"),
  channels: "channels",
  channel: channelKey("channel"),
  contributions: channelKey("contributions"),
  polls: channelKey("polls"),
} as const satisfies Record<LiveKeyKind, string | ((channelId: string) => string)>;

/** Every entry a channel's events may carry. */
export const channelLiveKeys = (channelId: string): string[] =>
  CHANNEL_LIVE_KINDS.map((kind) => channelKey(kind)(channelId));

const KINDS: ReadonlySet<string> = new Set<LiveKeyKind>([...CHANNEL_LIVE_KINDS, "channels"]);

/** An entry split into its kind and channel id; null for a kind this version does not know. */
export function parseLiveKey(entry: string): { kind: LiveKeyKind; id: string } | null {
  const colon = entry.indexOf(":");
  const kind = colon === -1 ? entry : entry.slice(0, colon);
  if (!KINDS.has(kind)) return null;
  return { kind: kind as LiveKeyKind, id: colon === -1 ? "" : entry.slice(colon + 1) };
}
