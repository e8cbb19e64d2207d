import { BUILD_POLL_INTERVAL_MS } from "../../domain/constants";
import { noteAnnouncedBuild } from "./update-state";

// Free of React: the sign-in page (src/login) registers the worker too.
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
