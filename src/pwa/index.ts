import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { guardedReload } from "./guarded-reload";
import { isChunkLoadError } from "./reload-guard";
import { clearPendingUpdate, isUpdatePending } from "./update-state";

export { registerServiceWorker } from "./register";
export { isUpdatePending } from "./update-state";

/**
 * Call inside the router layout: after a new build was announced, the next navigation reloads
 * the page (at the new URL) so the user picks up the new bundle between screens, not mid-task.
 */
export function useReloadOnNavigationIfUpdated(): void {
  const location = useLocation();
  const firstLocation = useRef(location.key);

  useEffect(() => {
    if (location.key === firstLocation.current) return;
    if (isUpdatePending() && guardedReload()) clearPendingUpdate();
  }, [location.key]);
}

let chunkReloadInstalled = false;

/**
 * A chunk that failed to load while the browser is online is taken for one a deploy removed,
 * and the page reloads into the new build. Offline, the chunk is only out of reach: a reload
 * would land on the browser's offline page, so the screen's own error, with its retry, answers.
 */
function reloadForMissingChunk(): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return false;
  return guardedReload();
}

/** A lazy route whose chunk no longer exists (a deploy removed it) reloads into the new build. */
export function installChunkErrorReload(): void {
  if (chunkReloadInstalled) return;
  chunkReloadInstalled = true;

  window.addEventListener("vite:preloadError", (event) => {
    // Vite rethrows unless prevented; the reload (or the guard's refusal) is our answer.
    if (reloadForMissingChunk()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForMissingChunk();
  });
}

/**
 * For error boundaries (React Router's errorElement catches failed lazy routes before they
 * become unhandled rejections): reloads when the error is a failed chunk load.
 */
export function reloadIfChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadForMissingChunk();
}
