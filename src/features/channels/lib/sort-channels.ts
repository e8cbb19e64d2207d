import type { Channel } from "../../../../domain/schemas/channel";

export type ChannelSort = "recents" | "all";

/** Recents: last used first (spec §7); All: by name. Search is a case-insensitive substring. */
export function sortAndFilterChannels<T extends Channel>(
  channels: readonly T[],
  sort: ChannelSort,
  search: string,
  locale: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const matching = needle
    ? channels.filter((c) => c.name.toLocaleLowerCase(locale).includes(needle))
    : [...channels];
  return sort === "recents"
    ? matching.sort((a, b) => b.lastUsedUtc.localeCompare(a.lastUsedUtc))
    : matching.sort((a, b) => a.name.localeCompare(b.name, locale));
}
