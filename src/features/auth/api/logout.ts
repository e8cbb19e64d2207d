import { api } from "../../../lib/api-client";
import { storage } from "../../../lib/local-data/web-storage";
import { logError } from "../../../lib/session-log";

/**
 * POST /auth/logout: ends the session on the server, so the token is worth nothing even if it
 * was copied. The administrator's own token goes first: a "sign in as" session ends with it.
 * A failure (offline, already ended) is logged; signing out locally goes on regardless.
 */
export async function logoutOnServer(): Promise<void> {
  const token = storage.token() ?? storage.tempToken();
  if (!token) return;
  try {
    await api.post("/auth/logout", undefined, { token, redirectOnUnauthorized: false });
  } catch (error) {
    logError("Ending the session on the server failed", error);
  }
}
