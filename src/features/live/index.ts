export { LiveProvider, useLive } from "./components/context";
export { LiveConnectionBanner } from "./components/LiveConnectionBanner";
export { TypingDistributor } from "./components/TypingDistributor";
export { useChannelLive } from "./hooks/use-channel-live";
export { usePresenceSender } from "./hooks/use-presence-sender";
export { createLiveBus } from "./lib/bus";
export { applyLiveEvent, eventQueryKeys, queryKeysFor, rereadChannel } from "./lib/invalidation";
export { activeTypers, mergePresence } from "./lib/presence";
