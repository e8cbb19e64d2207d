import { createContext, type ReactNode, useContext } from "react";
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
