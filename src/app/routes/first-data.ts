import type { Params } from "react-router-dom";
import { toHost } from "../../../domain/host";
import { apiBaseUrl } from "../../lib/api-client";
import { apiPaths } from "../../lib/api-paths";
import { startEarly } from "../../lib/early-responses";
import { storage } from "../../lib/local-data/web-storage";
import { isRouteHandle } from "./route-handle";

type Reads = (host: string, channelId: string | undefined) => string[];

/** What a screen reads as it first mounts, by route id (route-table.ts). */
const FIRST_READS: Record<string, Reads> = {
  channels: (host) => [apiPaths.channels(host)],
  // The channel itself (its name is the page's heading), and the editor's lists. The live stream,
  // opening, reads the channel's data again and drops what of it was started here and not taken
  // (it may predate the stream). The overview, feed and drafts are not started early.
  channel: (host, channelId) => [
    ...(channelId ? [apiPaths.channel(host, channelId)] : []),
    apiPaths.tags(host),
    apiPaths.postIcons(host),
    apiPaths.aiStatus(host),
  ],
};

interface Match {
  params: Params;
  route: { handle?: unknown };
}

/**
 * Starts the first screen at once: its layout's and page's chunks, the profile the guard
 * waits for, the schema that reads it, and the page's own data. Mounted one after another,
 * each waited for the one before (about 2.5 s on a phone).
 */
export function startFirstScreen(matches: readonly Match[]): void {
  const handles = matches.map((m) => m.route.handle).filter(isRouteHandle);
  const token = storage.activeToken();
  const open = handles.every((h) => !h.rule || h.rule.open);
  if (!token && !open) return; // the guard sends this visitor to the sign-in page
  for (const handle of handles) handle.preload?.();
  if (!token) return;
  void import("../../../domain/schemas/profile").catch(() => undefined);
  const { accountDomain, accountKey, channelId } = matches.at(-1)?.params ?? {};
  const host = accountDomain && accountKey ? toHost({ accountDomain, accountKey }) : null;
  const reads = host ? handles.flatMap((h) => FIRST_READS[h.id]?.(host, channelId) ?? []) : [];
  startEarly(apiBaseUrl(), [apiPaths.profileOverview, ...reads], token);
}
