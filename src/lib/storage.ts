import { SESSION_KEYS, STORAGE_KEYS } from "../../domain/constants";

/**
 * The stored local values of spec §3, under the exact keys of spec §9. Access is
 * wrapped because storage throws in some private modes; a missing store reads as empty.
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

/** Where the query cache is persisted between visits (src/lib/query-client.ts). */
export const PERSIST_STORAGE_KEY = "ticker-query-cache";

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
  /** Forgets every answer kept for the last person signed in on this device. */
  dropQueryCache: () => write(local, PERSIST_STORAGE_KEY, null),
  autoUpdatesDisabled: () => flag(STORAGE_KEYS.autoUpdatesDisabled),
  /** The post editor's changes as the page went away; `whose`: host, channel and user. */
  autosaveAtUnload: (whose: string) => read(local, `${STORAGE_KEYS.autosaveAtUnload}:${whose}`),
  setAutosaveAtUnload: (whose: string, value: string | null) =>
    write(local, `${STORAGE_KEYS.autosaveAtUnload}:${whose}`, value),
};
