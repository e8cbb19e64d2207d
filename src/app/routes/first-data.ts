import type { Params } from "react-router-dom";
import { toHost } from "../../../domain/host";
import { apiBaseUrl } from "../../lib/api-client";
import { apiPaths } from "../../lib/api-paths";
import { startEarly } from "../../lib/early-responses";
import { storage } from "../../lib/storage";
import { isRouteHandle } from "./route-handle";

type Reads = (host: string, channelId: string | undefined) => string[];

/** What a screen reads as it first mounts, by route id (route-table.ts). */
const FIRST_READS: Record<string, Reads> = {
  channels: (host) => [apiPaths.channels(host)],
  // Not the channel's own data (the channel, its overview, feed and drafts): the live stream
  // refetches what was read before it opened, judged by when the data arrived, and a response
  // started at boot but taken later would pass for newer than it is (a post made meanwhile
  // would never show). The editor's lists are not the stream's.
  channel: (host) => [apiPaths.tags(host), apiPaths.postIcons(host), apiPaths.aiStatus(host)],
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
