/// <reference lib="webworker" />

import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { BUILD_POLL_INTERVAL_MS } from "../domain/constants";
import { isLoginPagePath, LOGIN_PAGE_FILE } from "../domain/paths";
import { type BuildMessage, CHECK_BUILD_MESSAGE, parseLatestBuild } from "./build-check";

declare const self: ServiceWorkerGlobalScope;

const BUILD_ID = __BUILD_ID__;
/** Pages may ask often (focus, timers, several tabs); one network check per second is plenty. */
const MIN_CHECK_GAP_MS = 1_000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The sign-in page is a page of its own (login.html); registered first, so it wins.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && isLoginPagePath(url.pathname),
  createHandlerBoundToURL(`/${LOGIN_PAGE_FILE}`),
);

// Deep links open offline: every SPA navigation gets the precached shell. Server-owned paths
// are left to the network; /api is never cached here (React Query and Dexie own the data).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api(\/|$)/, /^\/builds(\/|$)/, /^\/embed/, /^\/oembed/, /^\/live\//],
  }),
);

// Without these the page waits for every tab to close before the new worker controls it
// (tests wait for navigator.serviceWorker.controller).
self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      // Pages still running an older bundle learn here that a newer shell is now in control;
      // they compare the id with their own and ignore it when equal.
      await announce(BUILD_ID);
      await checkForNewBuild();
    })(),
  );
});

async function announce(id: string): Promise<void> {
  const message: BuildMessage = { type: "NEW_BUILD", id };
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

let lastCheck = 0;
let inFlight: Promise<void> | null = null;

function checkForNewBuild(): Promise<void> {
  if (inFlight) return inFlight;
  if (Date.now() - lastCheck < MIN_CHECK_GAP_MS) return Promise.resolve();
  lastCheck = Date.now();
  inFlight = pollLatest().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function pollLatest(): Promise<void> {
  let latest: ReturnType<typeof parseLatestBuild>;
  try {
    const response = await fetch("/builds/latest.json", { cache: "no-store" });
    if (!response.ok) return;
    latest = parseLatestBuild(await response.json());
  } catch {
    return; // offline: try again on the next tick
  }
  if (!latest || latest.id === BUILD_ID) return;

  // Fetch the new worker first so the reload that follows is served the new shell; the new
  // worker announces itself on activate. If no new worker turns up, announce from here.
  try {
    await self.registration.update();
  } catch {
    // ignore: announcing still lets the page reload from the network
  }
  if (!self.registration.installing && !self.registration.waiting) await announce(latest.id);
}

// A worker is stopped when idle, so the interval only runs while it lives; pages also send
// CHECK_BUILD on their own timer and on focus, which wakes the worker.
setInterval(() => void checkForNewBuild(), BUILD_POLL_INTERVAL_MS);

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && "type" in data) {
    if (data.type === CHECK_BUILD_MESSAGE) event.waitUntil(checkForNewBuild());
  }
});
