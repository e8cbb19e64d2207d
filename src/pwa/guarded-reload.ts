import { storage } from "../lib/local-data/web-storage";
import { shouldReload } from "./reload-guard";

/** Reloads the page unless an automatic reload happened within the guard; says whether it did. */
export function guardedReload(now = Date.now()): boolean {
  // Storage blocked: the guard cannot work, but reloading once is still right.
  if (!shouldReload(now, storage.lastReloadAt())) return false;
  storage.setLastReloadAt(now);
  window.location.reload();
  return true;
}
