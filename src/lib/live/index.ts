export { clearOwnWrites, markOwnWrite } from "./own-writes";
export { connectSse, type LiveStatus } from "./sse-client";
export type { SseMessage } from "./sse-parser";
