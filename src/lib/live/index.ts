export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  Backoff,
  backoffDelay,
  HEALTHY_AFTER_MS,
} from "./backoff";
export { clearOwnWrites, isOwnWrite, markOwnWrite } from "./own-writes";
export { connectSse, type LiveStatus, type SseClient, type SseClientOptions } from "./sse-client";
export { createSseParser, type SseMessage, type SseParser } from "./sse-parser";
