import { SESSION_KEYS } from "../../domain/constants";
import { readSession, writeSession } from "./local-data/web-storage";

/** A session log entry: info with a message, or error with a message or errors. */
export type SessionLogEntry =
  | { type: "info"; message: string; sessionId: string; timestamp: string }
  | {
      type: "error";
      message?: string;
      errors?: unknown[];
      sessionId: string;
      timestamp: string;
    };

const MAX_ENTRIES = 200;
const entries: SessionLogEntry[] = [];

/** One id per browser tab session, so support can match a user's log lines. */
export function sessionId(): string {
  const existing = readSession(SESSION_KEYS.sessionId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeSession(SESSION_KEYS.sessionId, id);
  return id;
}

function push(entry: SessionLogEntry): void {
  entries.push(entry);
  if (entries.length > MAX_ENTRIES) entries.shift();
}

/** Logged by the guard and by the sign-in flows when a guest's only channel is gone. */
export const GUEST_WITHOUT_CHANNEL = "The channelId is not defined for the guest user";

export function logError(message: string, ...errors: unknown[]): void {
  const entry: SessionLogEntry = {
    type: "error",
    message,
    ...(errors.length > 0 ? { errors } : {}),
    sessionId: sessionId(),
    timestamp: new Date().toISOString(),
  };
  push(entry);
  console.error(`[${entry.sessionId}] ${message}`, ...errors);
}

export const sessionLog = (): readonly SessionLogEntry[] => entries;
