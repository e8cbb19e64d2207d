export { isOwnWrite, markOwnWrite } from "../../lib/live/own-writes";
export { createLiveBus, type LiveBus, type LiveListener } from "./bus";
export { LiveProvider, useLive, useLiveEvents } from "./context";
export {
  applyLiveEvent,
  applyLiveReset,
  applyToCache,
  eventQueryKeys,
  queryKeysFor,
} from "./invalidation";
export { LiveConnectionBanner } from "./LiveConnectionBanner";
export { activeTypers, initials, mergePresence } from "./presence";
export { TypingDistributor, typingText } from "./TypingDistributor";
export { BANNER_AFTER_FAILURES, type ChannelLive, useChannelLive } from "./use-channel-live";
export { TYPING_IDLE_MS, TYPING_THROTTLE_MS, usePresenceSender } from "./use-presence-sender";
