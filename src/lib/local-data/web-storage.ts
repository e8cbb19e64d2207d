import { SESSION_KEYS, STORAGE_KEYS } from "../../../domain/constants";

/**
 * Local data's web storage: the stored local values, under the exact keys,
 * and the few small markers the app keeps beside them. The only code that touches localStorage
 * and sessionStorage; it imports no Dexie, so the sign-in page stays light. Access is wrapped
 * because storage throws in some private modes; a missing store reads as empty.
 */
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as this page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const readLocal = (key: StorageKey) => read(local, key);
export const writeLocal = (key: StorageKey, value: string | null) => write(local, key, value);
export const readSession = (key: SessionKey) => read(session, key);
export const writeSession = (key: SessionKey, value: string | null) => write(session, key, value);

/** Where the query cache was persisted before it moved to IndexedDB (query-cache.ts). */
export const LEGACY_QUERY_CACHE_KEY = "ticker-query-cache";
/** Since when the server could not be reached (ms since epoch), kept across reloads. */
const OFFLINE_SINCE_KEY = "ticker-offline-since";
/** The last automatic reload (ms since epoch), so a failing build cannot loop (src/pwa). */
const LAST_RELOAD_KEY = "last-reload-at";

const timestamp = (raw: string | null): number | null => {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

const flag = (key: StorageKey) => readLocal(key) === "true";

export const storage = {
  token: () => readLocal(STORAGE_KEYS.token),
  setToken: (jwt: string | null) => writeLocal(STORAGE_KEYS.token, jwt),
  /** The "sign in as" token lives for the tab session and wins over the stored one. */
  tempToken: () => readSession(SESSION_KEYS.tempToken),
  setTempToken: (jwt: string | null) => writeSession(SESSION_KEYS.tempToken, jwt),
  /** The token requests carry: the temporary one first. */
  activeToken: () => readSession(SESSION_KEYS.tempToken) ?? readLocal(STORAGE_KEYS.token),
  domain: () => readLocal(STORAGE_KEYS.domain),
  setDomain: (domain: string | null) => writeLocal(STORAGE_KEYS.domain, domain),
  safeMode: () => flag(STORAGE_KEYS.safeMode),
  debug: () => flag(STORAGE_KEYS.debug),
  /** The query cache's old home, emptied once it lives in IndexedDB. */
  dropLegacyQueryCache: () => write(local, LEGACY_QUERY_CACHE_KEY, null),
  offlineSince: () => timestamp(read(local, OFFLINE_SINCE_KEY)),
  setOfflineSince: (ms: number | null) =>
    write(local, OFFLINE_SINCE_KEY, ms === null ? null : String(ms)),
  lastReloadAt: () => timestamp(read(session, LAST_RELOAD_KEY)),
  setLastReloadAt: (ms: number) => write(session, LAST_RELOAD_KEY, String(ms)),
  /** The post editor's changes as the page went away; `whose`: host, channel and user. */
  autosaveAtUnload: (whose: string) => read(local, `${STORAGE_KEYS.autosaveAtUnload}:${whose}`),
  setAutosaveAtUnload: (whose: string, value: string | null) =>
    write(local, `${STORAGE_KEYS.autosaveAtUnload}:${whose}`, value),
};
