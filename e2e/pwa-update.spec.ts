import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { waitForServiceWorkerControl } from "./support/pwa";

const NEXT_BUILD = "e2e-next-build";

/** Asks the worker to poll now (as the page's timer would) until it announces NEXT_BUILD. */
async function waitForAnnouncement(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { announced?: unknown };
    w.announced = undefined;
    navigator.serviceWorker.addEventListener("message", (event) => {
      w.announced = event.data;
    });
  });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          navigator.serviceWorker.controller?.postMessage({ type: "CHECK_BUILD" });
          return (window as Window & { announced?: { id?: string } }).announced?.id;
        }),
      { intervals: [500, 1000, 1500] },
    )
    .toBe(NEXT_BUILD);
}

const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { marker?: boolean }).marker = true;
  });
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as Window & { marker?: boolean }).marker === true);

test("a new build reloads the page on the next navigation, at most once per 10 s", async ({
  page,
  context,
}) => {
  // Between two screens of the app (the sign-in page is a page of its own: it always loads).
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const channel = page.getByRole("link", { name: "Election night", exact: true }).first();
  await expect(channel).toBeVisible();
  await waitForServiceWorkerControl(page);

  // The worker polls latest.json; pretend a deploy happened.
  await context.route("**/builds/latest.json", (route) =>
    route.fulfill({ json: { id: NEXT_BUILD, timestamp: Date.now() } }),
  );
  await markPage(page);
  await waitForAnnouncement(page);
  expect(await isSamePage(page)).toBe(true); // announcing alone never reloads

  await channel.click();
  await expect(page).toHaveURL(/\/channels\/[\w-]+$/);
  // A page mid-reload answers nothing: wait for the new page to answer, then read it.
  await expect.poll(() => isSamePage(page).catch(() => "reloading")).toBe(false);
  await expect
    .poll(() =>
      page
        .evaluate(() => sessionStorage.getItem("last-reload-at") !== null)
        .catch(() => "reloading"),
    )
    .toBe(true);
  await page.waitForLoadState("load");

  // Still "new" (the mock keeps answering), but the guard forbids a second reload so soon.
  await waitForServiceWorkerControl(page);
  await markPage(page);
  await waitForAnnouncement(page);
  const lastReload = () => page.evaluate(() => sessionStorage.getItem("last-reload-at"));
  const reloadedAt = await lastReload();
  await page.goBack();
  await expect(page).toHaveURL(DEMO.channelsPath);
  await expect(channel).toBeVisible();
  // The reload decision is made in an effect after the screen renders: two frames later it ran.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await lastReload()).toBe(reloadedAt); // a reload would have stamped a new time first
  expect(await isSamePage(page)).toBe(true);
});
