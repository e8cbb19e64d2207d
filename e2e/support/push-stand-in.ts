import type { BrowserContext } from "@playwright/test";

/**
 * This machine's Chromium reaches no push service (subscribe fails "Registration failed"), so
 * the test stands in for one at the PushManager: subscribe answers a subscription with an
 * https endpoint and real P-256 keys, as a browser's would be; the page's code, the server's
 * routes and the service worker are the real ones.
 */
export async function standInPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const b64 = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ]);
      const keys = {
        p256dh: b64(await crypto.subtle.exportKey("raw", pair.publicKey)),
        auth: b64(crypto.getRandomValues(new Uint8Array(16)).buffer),
      };
      const endpoint = `https://push.example/send/${crypto.randomUUID()}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
}
