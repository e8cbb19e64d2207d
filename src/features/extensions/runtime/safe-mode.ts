import { STORAGE_KEYS } from "../../../../domain/constants";
import { storage, writeLocal } from "../../../lib/local-data/web-storage";

/**
 * Safe mode (the stored flag lcflag_safe): the suite loads without any extension, so
 * an editor can always get past a broken one. `?safe=1` in any suite address switches it on,
 * `?safe=0` off; the banner's button switches it off too.
 */
export function applySafeModeParam(search: string = window.location.search): void {
  const value = new URLSearchParams(search).get("safe");
  if (value === "1" || value === "true") writeLocal(STORAGE_KEYS.safeMode, "true");
  else if (value === "0" || value === "false") writeLocal(STORAGE_KEYS.safeMode, null);
}

export const isSafeMode = (): boolean => storage.safeMode();

export function leaveSafeMode(): void {
  writeLocal(STORAGE_KEYS.safeMode, null);
  const url = new URL(window.location.href);
  url.searchParams.delete("safe");
  window.location.assign(url.toString());
}
