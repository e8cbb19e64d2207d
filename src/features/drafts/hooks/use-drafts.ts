import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { ZDoc } from "../../../../domain/content/schema";
import type { Draft } from "../../../../domain/schemas/draft";
import { IMPORTANCE_LEVELS } from "../../../../domain/schemas/post";
import {
  draftOutbox,
  type LocalDraftRow,
  type LocalDraftStatus,
  localDrafts,
} from "../../../lib/local-data";
import { type EditorValues, valuesOf } from "../../../lib/post-values";
import { queryKeys } from "../../../lib/query-keys";
import { draftKeys, getDrafts } from "../api/drafts";
import { syncOutbox } from "../lib/outbox";
import {
  createOutboxRetrier,
  type OutboxConnection,
  type OutboxRetrier,
} from "../lib/outbox-retry";

/** A draft as the list shows it: the server's row, overlaid by what this device has not synced yet. */
export interface DraftItem {
  localId: string;
  serverId: string | null;
  version: number | null;
  input: EditorValues;
  html: string | null;
  authorName: string | null;
  scheduledUtc: string | null;
  updatedUtc: string;
  status: LocalDraftStatus | null;
  theirs?: unknown;
  error?: string;
  server: Draft | null;
}

const ZInput = z.object({
  title: z.string().default(""),
  content: ZDoc.nullable().default(null),
  importance: z.enum(IMPORTANCE_LEVELS).default("normal"),
  authorId: z.string().nullish(),
  tags: z.array(z.string()).default([]),
  icons: z.array(z.string()).default([]),
  breaking: z.boolean().default(false),
  keyEvent: z.boolean().optional(),
  aiAssisted: z.boolean().optional(),
  push: z.boolean().optional(),
});

/** What this device wrote (PostRequest JSON), or null when an older app stored something else. */
function localInput(local: LocalDraftRow): EditorValues | null {
  const input = ZInput.safeParse(local.input);
  return input.success ? { ...input.data, authorId: input.data.authorId ?? null } : null;
}

export function useDraftsQuery(host: string, channelId: string) {
  return useQuery({
    queryKey: draftKeys.list(host, channelId),
    queryFn: ({ signal }) => getDrafts(host, channelId, signal),
    placeholderData: (prev) => prev,
    // Scheduled drafts leave the list when the scheduler publishes them.
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: 5000,
  });
}

/** Server drafts merged with local ones (queued, syncing, synced, conflict, failed). */
export function useDraftItems(host: string, channelId: string) {
  const query = useDraftsQuery(host, channelId);
  const locals = localDrafts.useOfChannel(host, channelId);
  const items = useMemo(() => {
    const server = query.data ?? [];
    const byServerId = new Map(
      (locals ?? []).filter((l) => l.serverId).map((l) => [l.serverId, l]),
    );
    const list: DraftItem[] = server.map((d) => {
      const local = byServerId.get(d.id);
      const pendingLocal = local && local.status !== "synced";
      const input = pendingLocal ? localInput(local) : null;
      return {
        localId: local?.localId ?? d.id,
        serverId: d.id,
        version: pendingLocal ? (local.baseVersion ?? d.version) : d.version,
        // The "Notify followers" choice saved with it, which the scheduler follows too.
        input: input ?? { ...valuesOf(d), ...(d.push ? { push: true } : {}) },
        html: pendingLocal ? null : d.html,
        authorName: d.authorName,
        scheduledUtc: d.scheduledUtc,
        updatedUtc: pendingLocal ? local.updatedUtc : d.updatedUtc,
        status: local ? local.status : null,
        theirs: local?.theirs,
        error: local?.error,
        server: d,
      };
    });
    const serverIds = new Set(server.map((d) => d.id));
    for (const local of locals ?? []) {
      if (local.serverId && serverIds.has(local.serverId)) continue;
      // Synced and gone from the server (published, deleted elsewhere): nothing to show.
      if (local.status === "synced" && (local.serverId || query.isSuccess)) continue;
      const input = localInput(local);
      if (!input) continue;
      list.unshift({
        localId: local.localId,
        serverId: local.serverId,
        version: local.baseVersion,
        input,
        html: null,
        authorName: null,
        scheduledUtc: null,
        updatedUtc: local.updatedUtc,
        status: local.status,
        theirs: local.theirs,
        error: local.error,
        server: null,
      });
    }
    return list;
  }, [query.data, query.isSuccess, locals]);
  return { query, items };
}

/**
 * Drafts written on this device that the server does not have yet: the server's counts miss
 * them, and a reporter offline wants to see all they wrote.
 */
export function useUnsyncedDraftCount(host: string, channelId: string): number {
  const locals = localDrafts.useOfChannel(host, channelId);
  return (locals ?? []).filter((l) => l.serverId === null && l.status !== "synced").length;
}

/**
 * Replays the outbox on start, when the network comes back, when a write is queued, and on a
 * backoff while the server cannot be reached; refreshes lists after. Says which of those holds.
 */
export function useOutboxSync(): OutboxConnection {
  const client = useQueryClient();
  const [connection, setConnection] = useState<OutboxConnection>("ok");
  const [retrier, setRetrier] = useState<OutboxRetrier | null>(null);
  const queued = draftOutbox.useCount();
  useEffect(() => {
    const next = createOutboxRetrier({
      sync: syncOutbox,
      isOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
      onReport: (report) => {
        if (report.sent > 0 || report.conflicts > 0 || report.failed > 0)
          void client.invalidateQueries({ queryKey: queryKeys.allDrafts });
      },
      onConnection: setConnection,
    });
    setRetrier(next);
    next.kick();
    const online = () => next.kick();
    const offline = () => setConnection("offline");
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      next.stop();
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [client]);
  // A write that failed on the way in is queued without a replay of its own.
  useEffect(() => {
    if (queued) retrier?.kick();
  }, [queued, retrier]);
  return connection;
}
