import { isNewerBuild } from "./reload-guard";

/** The running bundle's id; null under Vitest where no build defines it. */
export const currentBuildId: string | null = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : null;

let pendingBuildId: string | null = null;

/** Records an announced build; ignored when it is the running one. */
export function noteAnnouncedBuild(id: unknown): void {
  if (typeof id !== "string" || !isNewerBuild(id, currentBuildId)) return;
  pendingBuildId = id;
}

export const isUpdatePending = (): boolean => pendingBuildId !== null;
export function clearPendingUpdate(): void {
  pendingBuildId = null;
}
