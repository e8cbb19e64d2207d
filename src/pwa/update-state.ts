import { STORAGE_KEYS } from "../../domain/constants";
import { isFlagSet, isNewerBuild } from "./reload-guard";

/** The running bundle's id; null under Vitest where no build defines it. */
export const currentBuildId: string | null = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : null;

let pendingBuildId: string | null = null;

export function autoUpdatesDisabled(): boolean {
  try {
    return isFlagSet(localStorage.getItem(STORAGE_KEYS.autoUpdatesDisabled));
  } catch {
    return false;
  }
}

/** Records an announced build; ignored when it is the running one or updates are switched off. */
export function noteAnnouncedBuild(id: unknown): void {
  if (typeof id !== "string" || autoUpdatesDisabled() || !isNewerBuild(id, currentBuildId)) return;
  pendingBuildId = id;
}

export const isUpdatePending = (): boolean => pendingBuildId !== null && !autoUpdatesDisabled();
export function clearPendingUpdate(): void {
  pendingBuildId = null;
}
