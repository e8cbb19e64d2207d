import type { Repositories } from "../repositories";
import type { PublicChannel } from "../repositories/embed";

/**
 * A channel that has a reader page (and so takes push subscriptions): any channel the embed
 * shows, unless its account limits its embeds to its own sites (content access), which a page
 * on Ticker's own origin is not.
 */
export async function readerPageChannel(
  repos: Pick<Repositories, "embed">,
  channelId: string,
): Promise<PublicChannel | undefined> {
  const channel = await repos.embed.publicChannel(channelId);
  return channel && channel.allowedOrigins.length === 0 ? channel : undefined;
}
