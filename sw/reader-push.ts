/**
 * The reader page's service worker (/live/sw.js, scope /live/), separate from the suite's
 * (sw/sw.ts): it only shows the posts a channel pushes and opens them. It caches nothing.
 */
import type { PushMessage, PushOffNotice } from "../domain/schemas/push";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

const isMessage = (value: unknown): value is PushMessage => {
  const m = value as Partial<PushMessage> | null;
  return (
    typeof m?.channelId === "string" &&
    typeof m.postId === "string" &&
    typeof m.title === "string" &&
    typeof m.body === "string" &&
    typeof m.url === "string"
  );
};

self.addEventListener("push", (event) => {
  let message: unknown = null;
  try {
    message = event.data?.json();
  } catch {
    message = null;
  }
  if (!isMessage(message)) return;
  const options: NotificationOptions & { image?: string; actions?: unknown[] } = {
    body: message.body,
    icon: "/icons/icon-192.png",
    tag: `ticker-post-${message.postId}`,
    data: message,
    actions: [{ action: "unsubscribe", title: message.unsubscribeLabel }],
    ...(message.image ? { image: message.image } : {}),
  };
  event.waitUntil(self.registration.showNotification(message.title, options));
});

/** "Turn off" on a notification: this browser stops following that channel. */
async function unsubscribe(channelId: string): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  const res = await fetch(`/api/live/public/${encodeURIComponent(channelId)}/push/unsubscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
  if (!res.ok) return;
  const state = (await res.json()) as { channels: number };
  if (state.channels === 0) await subscription.unsubscribe();
  // A reader page of the channel open in this browser shows it at once.
  const notice: PushOffNotice = { type: "ticker-push-off", channelId };
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const w of windows) w.postMessage(notice);
}

/** The reader page at the post: a tab showing the channel already is taken there. */
async function openPost(url: string): Promise<void> {
  const target = new URL(url, self.location.origin);
  // Only this site's reader pages are opened from a notification.
  if (target.origin !== self.location.origin || !target.pathname.startsWith("/live/")) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
  if (open) {
    const shown = (await open.navigate(target.href)) ?? open;
    await shown.focus();
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener("notificationclick", (event) => {
  const message: unknown = event.notification.data;
  event.notification.close();
  if (!isMessage(message)) return;
  event.waitUntil(
    event.action === "unsubscribe" ? unsubscribe(message.channelId) : openPost(message.url),
  );
});

/**
 * The push service replaced this browser's subscription: subscribe again with the same key and
 * move the channels it followed to the new one, so the reader keeps getting them.
 */
self.addEventListener("pushsubscriptionchange", (event) => {
  const renew = async () => {
    const old = event.oldSubscription;
    if (!old) return;
    const renewed =
      event.newSubscription ??
      (await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: old.options.applicationServerKey,
      }));
    const json = renewed.toJSON();
    await fetch("/api/live/public/push/renew", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ oldEndpoint: old.endpoint, endpoint: json.endpoint, keys: json.keys }),
    });
  };
  event.waitUntil(renew());
});
