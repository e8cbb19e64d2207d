import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  LIVE_RESET_EVENT,
  livePaths,
  type Presence,
  ZLiveEvent,
  ZPresence,
} from "../../../../domain/schemas/live";
import { connectSse, type LiveStatus } from "../../../lib/live";
import { createLiveBus, type LiveBus } from "../lib/bus";
import { applyLiveEvent, rereadChannel } from "../lib/invalidation";
import { mergePresence } from "../lib/presence";

/** Failed attempts in a row before the connection error banner shows. */
export const BANNER_AFTER_FAILURES = 3;

export interface ChannelLive {
  status: LiveStatus;
  /** Failed connection attempts since the last successful open. */
  failures: number;
  presence: Presence[];
  bus: LiveBus;
}

const enc = encodeURIComponent;

/**
 * The editors' live stream of a channel: invalidates the React Query keys each event names,
 * edits the cached feed directly where cheap, keeps presence, and emits events on `bus`.
 */
export function useChannelLive({
  host,
  channelId,
  enabled = true,
}: {
  host: string;
  channelId: string;
  enabled?: boolean;
}): ChannelLive {
  const client = useQueryClient();
  const bus = useMemo(() => createLiveBus(), []);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [failures, setFailures] = useState(0);
  const [presence, setPresence] = useState<Presence[]>([]);
  const hostRef = useRef(host);
  hostRef.current = host;
  // The resume point survives reconnects of the same channel (offline → online remounts).
  const resume = useRef<{ channelId: string; id: string | null }>({ channelId, id: null });

  useEffect(() => {
    if (!enabled || !host || !channelId) return;
    setPresence([]);
    if (resume.current.channelId !== channelId) resume.current = { channelId, id: null };
    const sse = connectSse({
      path: livePaths.editorStream(enc(host), enc(channelId)),
      lastEventId: resume.current.id,
      terminalEvents: ["channel.archived"],
      onStatus: (s, n) => {
        setStatus(s);
        setFailures(n);
        // Nothing to resume from (first open, or back before any event came): what was read
        // before the server subscribed this connection may lack events.
        if (s === "open" && !resume.current.id) {
          void rereadChannel(client, channelId, hostRef.current);
        }
      },
      onMessage: (message) => {
        if (message.id) resume.current.id = message.id;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          return;
        }
        if (message.event === LIVE_RESET_EVENT) {
          void rereadChannel(client, channelId, hostRef.current);
          return;
        }
        if (message.event === "presence") {
          const frame = ZPresence.safeParse(json);
          if (frame.success) setPresence((list) => mergePresence(list, frame.data));
          return;
        }
        const event = ZLiveEvent.safeParse(json);
        if (!event.success || event.data.channelId !== channelId) return;
        void applyLiveEvent(client, event.data, hostRef.current);
        bus.emit(event.data);
      },
    });
    return () => sse.close();
  }, [enabled, host, channelId, client, bus]);

  // One object while nothing in it changes: it is the LiveProvider's value, and a new one on
  // every render of the suite's layout (each overview refetch) re-rendered the editor and feed.
  return useMemo(() => ({ status, failures, presence, bus }), [status, failures, presence, bus]);
}
