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

/** A lazy route whose chunk no longer exists (a deploy removed it) reloads into the new build. */
export function installChunkErrorReload(): void {
  if (chunkReloadInstalled) return;
  chunkReloadInstalled = true;

  window.addEventListener("vite:preloadError", (event) => {
    // Vite rethrows unless prevented; the reload (or the guard's refusal) is our answer.
    if (guardedReload()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) guardedReload();
  });
}

/**
 * For error boundaries (React Router's errorElement catches failed lazy routes before they
 * become unhandled rejections): reloads when the error is a failed chunk load.
 */
export function reloadIfChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && guardedReload();
}
