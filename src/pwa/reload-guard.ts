import { RELOAD_GUARD_MS } from "../../domain/constants";

/**
 * An automatic reload is allowed unless one happened less than the guard ago, so a build that
 * keeps failing cannot trap the page in a reload loop. A clock that went backwards allows it.
 */
export function shouldReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS) {
  if (lastReloadAt === null) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= guardMs;
}

/** A build announcement matters only when it names a build other than the running one. */
export function isNewerBuild(announcedId: unknown, currentId: string | null): boolean {
  return typeof announcedId === "string" && announcedId !== "" && announcedId !== currentId;
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Browsers word a failed lazy import differently; all mean the old build's chunks are gone. */
export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
