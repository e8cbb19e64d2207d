export { isOwnWrite, markOwnWrite } from "../../lib/live/own-writes";
export { LiveProvider, useLive, useLiveEvents } from "./components/context";
export { LiveConnectionBanner } from "./components/LiveConnectionBanner";
export { TypingDistributor, typingText } from "./components/TypingDistributor";
export { BANNER_AFTER_FAILURES, type ChannelLive, useChannelLive } from "./hooks/use-channel-live";
export { TYPING_IDLE_MS, TYPING_THROTTLE_MS, usePresenceSender } from "./hooks/use-presence-sender";
export { createLiveBus, type LiveBus, type LiveListener } from "./lib/bus";
export {
  applyLiveEvent,
  applyLiveReset,
  applyToCache,
  eventQueryKeys,
  queryKeysFor,
} from "./lib/invalidation";
export { activeTypers, initials, mergePresence } from "./lib/presence";
