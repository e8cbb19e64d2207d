import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import type { LiveEvent } from "../../../../domain/schemas/live";
import type { ChannelLive } from "../hooks/use-channel-live";
import { createLiveBus } from "../lib/bus";

const fallback: ChannelLive = {
  status: "connecting",
  failures: 0,
  presence: [],
  bus: createLiveBus(),
};

const LiveContext = createContext<ChannelLive>(fallback);

export function LiveProvider({ value, children }: { value: ChannelLive; children: ReactNode }) {
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The channel's live state (status, presence, bus) from the nearest LiveProvider. */
export const useLive = (): ChannelLive => useContext(LiveContext);

/** Calls `handler` for every live event of the channel (the latest handler, no resubscribe). */
export function useLiveEvents(handler: (event: LiveEvent) => void): void {
  const { bus } = useLive();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => bus.subscribe((event) => ref.current(event)), [bus]);
}
