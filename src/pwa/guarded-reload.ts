import { LAST_RELOAD_KEY, parseTimestamp, shouldReload } from "./reload-guard";

function readLastReload(): number | null {
  try {
    return parseTimestamp(sessionStorage.getItem(LAST_RELOAD_KEY));
  } catch {
    return null; // storage blocked: the guard cannot work, but reloading once is still right
  }
}

/** Reloads the page unless an automatic reload happened within the guard; says whether it did. */
export function guardedReload(now = Date.now()): boolean {
  if (!shouldReload(now, readLastReload())) return false;
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // ignore: see readLastReload
  }
  window.location.reload();
  return true;
}
