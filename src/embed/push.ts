/**
 * The reader page's notification button (server/reader/page.ts): a reader follows this channel's
 * pushed posts in this browser, or stops. One push subscription serves every channel the
 * browser follows on this site; the server keeps which ones. Runs before the live script.
 */
import { READER_PAGE_STRINGS } from "../../domain/embed/push-strings";
import type { PushOffNotice, PushState } from "../../domain/schemas/push";

interface PushBoot {
  channelId: string;
  lang: "en" | "no";
  api: string;
  key: string;
  sw: string;
  ended: boolean;
}

const boot = JSON.parse(document.getElementById("t-push-boot")?.textContent ?? "{}") as PushBoot;
const s = READER_PAGE_STRINGS[boot.lang] ?? READER_PAGE_STRINGS.en;
const SCOPE = "/live/";

const button = document.querySelector<HTMLButtonElement>(".t-push-button");
const status = document.querySelector<HTMLElement>(".t-push-status");

const say = (text: string | null) => {
  if (!status) return;
  status.textContent = text ?? "";
  status.hidden = !text;
};

const show = (on: boolean) => {
  if (!button) return;
  button.textContent = on ? s.notifyOff : s.notify;
  button.setAttribute("aria-pressed", String(on));
  button.hidden = false;
};

const call = async (path: string, body: unknown): Promise<PushState> => {
  const res = await fetch(
    `${boot.api}/live/public/${encodeURIComponent(boot.channelId)}/push/${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`push ${path}: ${res.status}`);
  return (await res.json()) as PushState;
};

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

const existing = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
};

async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    say(s.notifyBlocked);
    return;
  }
  await navigator.serviceWorker.register(boot.sw, { scope: SCOPE });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(boot.key),
    }));
  const json = subscription.toJSON();
  await call("subscriptions", { endpoint: json.endpoint, keys: json.keys, lang: boot.lang });
  show(true);
  say(s.notifyOn);
}

async function turnOff(): Promise<void> {
  const subscription = await existing();
  if (subscription) {
    const state = await call("unsubscribe", { endpoint: subscription.endpoint });
    // The last channel this browser followed: the push service can forget it too.
    if (state.channels === 0) await subscription.unsubscribe();
  }
  show(false);
  say(null);
}

async function start(): Promise<void> {
  if (!button || boot.ended) return;
  const supported =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!supported) {
    say(s.notifyUnsupported);
    return;
  }
  let on = false;
  const subscription = Notification.permission === "granted" ? await existing() : null;
  if (subscription) {
    try {
      on = (await call("status", { endpoint: subscription.endpoint })).subscribed;
    } catch {
      on = false;
    }
  }
  show(on);
  button.addEventListener("click", () => {
    const turningOn = button.getAttribute("aria-pressed") !== "true";
    button.disabled = true;
    (turningOn ? turnOn() : turnOff())
      .catch(() => say(s.notifyFailed))
      .finally(() => {
        button.disabled = false;
      });
  });
  if (Notification.permission === "denied") say(s.notifyBlocked);
  // "Turn off" on one of this channel's notifications (sw/reader-push.ts).
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<PushOffNotice>) => {
    if (event.data?.type !== "ticker-push-off" || event.data.channelId !== boot.channelId) return;
    show(false);
    say(null);
  });
  navigator.serviceWorker.startMessages();
}

void start();
