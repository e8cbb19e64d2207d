import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { BUILD_POLL_INTERVAL_MS } from "../../domain/constants";
import { guardedReload } from "./guarded-reload";
import { isChunkLoadError } from "./reload-guard";
import { clearPendingUpdate, isUpdatePending, noteAnnouncedBuild } from "./update-state";

export { isUpdatePending } from "./update-state";

const SW_URL = "/sw.js";

function askWorkerToCheck(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "CHECK_BUILD" });
}

/**
 * Registers the service worker (production builds only) and listens for its NEW_BUILD
 * announcements. The worker does the polling; the page only nudges it, because an idle worker
 * is stopped and its own timer with it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;

  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === "object" && data !== null && "type" in data && data.type === "NEW_BUILD") {
      noteAnnouncedBuild("id" in data ? data.id : undefined);
    }
  });

  // Deliver messages sent before the page finished loading, too.
  navigator.serviceWorker.startMessages();

  const register = () => {
    navigator.serviceWorker.register(SW_URL, { scope: "/" }).catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  // Registration competes with the first render for the network; let the page load first.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });

  window.setInterval(askWorkerToCheck, BUILD_POLL_INTERVAL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") askWorkerToCheck();
  });
}

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
