import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { READER_PAGE_STRINGS } from "../domain/embed/push-strings";
import type { PushMessage } from "../domain/schemas/push";
import { pushMessage } from "../server/push/message";
import { api, createChannel, doc, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { standInPushService } from "./support/push-stand-in";

/**
 * A reader follows a channel on its reader page, a push arrives (delivered by the browser's
 * DevTools protocol, as the push service would), the service worker shows it, and its target
 * is the post on the reader page.
 */

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: PushMessage;
  actions: { action: string; title: string }[];
}

const notificationsOf = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/live/");
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
      actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions,
    }));
  }) as Promise<Shown[]>;

/** Delivers `data` to the /live/ service worker as a push message. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/live/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data,
  });
}

/** Subscription state the server holds for `endpoint` on `channelId`. */
const serverState = async (request: APIRequestContext, channelId: string, endpoint: string) =>
  (await request.post(`/api/live/public/${channelId}/push/status`, { data: { endpoint } })).json();

/**
 * A channel with a post, followed on its reader page in a fresh context (the reader's browser),
 * and that post pushed to it: answers what a test needs to look at the notification.
 */
async function followedAndPushed(
  { browser, request, baseURL }: { browser: Browser; request: APIRequestContext; baseURL?: string },
  lang: "en" | "no",
) {
  const s = READER_PAGE_STRINGS[lang];
  const origin = new URL(baseURL ?? "").origin;
  const a = await api(request);
  const name = unique(lang === "en" ? "Cup final" : "Cupfinale");
  const channelId = await createChannel(a, name);
  const post = await publish(a, channelId, { title: "Goal!", content: doc("1-0 after a header") });
  for (let i = 0; i < 8; i++) await publish(a, channelId, { title: `Later ${i}` });

  const context = await browser.newContext({ permissions: ["notifications"] });
  await standInPushService(context);
  const page = await context.newPage();
  await page.goto(`/live/${channelId}?lang=${lang}`);
  await expect(page.locator(".t-channel")).toHaveText(name);
  await page.getByRole("button", { name: s.notify }).click();
  await expect(page.getByRole("status").filter({ hasText: s.notifyOn })).toBeVisible();
  await expect(page.getByRole("button", { name: s.notifyOff })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The server has this browser's subscription for the channel.
  const endpoint = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/live/");
    return (await registration?.pushManager.getSubscription())?.endpoint ?? "";
  });
  expect(await serverState(request, channelId, endpoint)).toEqual({
    subscribed: true,
    channels: 1,
  });

  // What the server would send for the post, in this reader's language.
  const message = pushMessage(
    {
      id: post.id,
      channelId,
      channelName: name,
      title: "Goal!",
      plainText: "1-0 after a header",
      html: "",
    },
    origin,
    lang,
  );
  // A push reaches an active worker only: on a busy machine it may still be activating.
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration("/live/"))?.active?.state,
      ),
    )
    .toBe("activated");
  await deliverPush(context, page, origin, JSON.stringify(message));
  await expect.poll(() => notificationsOf(page)).toHaveLength(1);
  return { s, origin, context, page, channelId, name, post, endpoint };
}

for (const lang of ["en", "no"] as const) {
  test(`a reader follows a channel and is shown its pushed post (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const { s, origin, context, page, channelId, name, post, endpoint } = await followedAndPushed(
      { browser, request, baseURL },
      lang,
    );
    const [shown] = await notificationsOf(page);
    expect(shown).toMatchObject({
      title: name,
      body: "Goal!",
      tag: `ticker-post-${post.id}`,
      actions: [{ action: "unsubscribe", title: s.unsubscribeAction }],
    });
    // Clicking it opens the reader page at the post, which is brought into view.
    const target = shown!.data.url;
    expect(target).toBe(`${origin}/live/${channelId}#post-${post.id}`);
    const opened = await context.newPage();
    await opened.goto(target);
    await expect(opened.locator(`article[data-id="${post.id}"]`)).toBeInViewport();

    // Turned off from the reader page: the server forgets it, and so does the browser.
    await page.getByRole("button", { name: s.notifyOff }).click();
    await expect(page.getByRole("button", { name: s.notify })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await serverState(request, channelId, endpoint)).toEqual({
      subscribed: false,
      channels: 0,
    });
    await context.close();
  });

  test(`"Turn off" on the notification stops following the channel (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const { s, context, page, channelId, endpoint } = await followedAndPushed(
      { browser, request, baseURL },
      lang,
    );
    const worker =
      context.serviceWorkers().find((w) => w.url().endsWith("/live/sw.js")) ??
      (await context.waitForEvent("serviceworker", (w) => w.url().endsWith("/live/sw.js")));
    // The reader picks the notification's action: Chromium's protocol has no command for a
    // notification click, so the click event is dispatched in the service worker itself, with
    // the notification it shows. Its PushManager answers the stand-in's subscription, as the
    // page's does (standInPushService).
    const clicked = await worker.evaluate(async (subscribed) => {
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      PushManager.prototype.getSubscription = async () =>
        ({ endpoint: subscribed, unsubscribe: async () => true }) as unknown as PushSubscription;
      const [notification] = await sw.registration.getNotifications();
      if (!notification) return null;
      const NotificationEvent = (
        globalThis as unknown as {
          NotificationEvent: new (
            type: string,
            init: { notification: Notification; action: string },
          ) => Event;
        }
      ).NotificationEvent;
      sw.dispatchEvent(
        new NotificationEvent("notificationclick", { notification, action: "unsubscribe" }),
      );
      return notification.tag;
    }, endpoint);
    expect(clicked).toMatch(/^ticker-post-/);
    // The server forgets the subscription; the open reader page shows notifications off.
    await expect
      .poll(() => serverState(request, channelId, endpoint))
      .toEqual({ subscribed: false, channels: 0 });
    await expect(page.getByRole("button", { name: s.notify })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // The notification is gone: "Turn off" closed it and opened no page.
    await expect.poll(() => notificationsOf(page)).toHaveLength(0);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
}

test("Chromium finds the reader page installable", async ({ page, request }) => {
  const a = await api(request);
  const channelId = await createChannel(a, unique("Installable"));
  await page.goto(`/live/${channelId}`);
  await expect(page.locator(".t-push-button")).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito profiles, where Chromium never offers installation.
  const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito");
  expect(errors).toEqual([]);
  const manifest = await (await request.get(`/live/${channelId}/manifest.webmanifest`)).json();
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
  }
});
