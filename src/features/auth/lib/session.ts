import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "../../../../domain/constants";
import * as queryCache from "../../../lib/local-data/query-cache";
import { storage } from "../../../lib/local-data/web-storage";
import { queryClient } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Whether someone is signed in: a token is present. Kept observable so the
 * guard re-decides the moment a sign-in or logout happens, in this tab or another.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const isAuthenticated = (): boolean => Boolean(storage.activeToken());

export const useIsAuthenticated = (): boolean =>
  useSyncExternalStore(subscribe, isAuthenticated, () => false);

/** A sign-in stores the jwt, drops any temporary token and remembers the domain. */
export function startSession(jwt: string, domain: string): void {
  storage.setToken(jwt);
  storage.setTempToken(null);
  storage.setDomain(domain);
  notify();
}

/**
 * Logout clears the token, the account access and the current user (both live in the
 * profile), and every other cached answer, so the next person on this device sees none of it.
 */
export function endSession(): void {
  storage.setToken(null);
  storage.setTempToken(null);
  queryClient.removeQueries({ queryKey: queryKeys.profile.overview });
  queryClient.clear();
  void queryCache.remove();
  notify();
}

/**
 * "Sign in as": the administrator's stored token stays, the represented user's token lives in
 * this tab's session only and wins over it. Cached answers belong to the administrator.
 */
export function startRepresenting(jwt: string): void {
  storage.setTempToken(jwt);
  queryClient.clear();
  notify();
}

/**
 * Ends a "sign in as" session: drops the temporary token and every answer cached
 * for the represented user, then reloads at the root so nothing of them stays in memory.
 */
export function endRepresenting(rootPath: string): void {
  storage.setTempToken(null);
  queryClient.clear();
  void queryCache.remove();
  hardNavigation.assign(rootPath);
}

/** A full page load (the seam tests replace: jsdom cannot navigate). */
export const hardNavigation = {
  assign: (url: string): void => window.location.assign(url),
};
