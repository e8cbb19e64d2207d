import { expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../domain/constants";
import { apiToken } from "./publishing-helpers";
import { channelIdByName } from "./support/auth";
import { DEMO } from "./support/demo";
import { EDITOR_CHUNK } from "./support/hold";

/**
 * A new post's editor is ~125 KB of script: LazyPostEditor loads it once someone uses the page
 * or points at the composer, not while a page nobody touched settles. What is typed before it
 * is there, even offline, stays in the composer.
 */

// The chunk must come from the network, not from the precache.
test.use({ serviceWorkers: "block" });

/** The suite opened straight from its address, signed in, with no input on the page. */
async function openUntouched(page: Page, showing = "open as you start writing"): Promise<string[]> {
  const jwt = await apiToken(page.request);
  const channelId = await channelIdByName(page.request, "Election night");
  await page.addInitScript(
    ([tokenKey, domainKey, token, domain]) => {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem(domainKey, domain);
    },
    [STORAGE_KEYS.token, STORAGE_KEYS.domain, jwt, DEMO.domain] as const,
  );
  const asked: string[] = [];
  page.on("request", (request) => EDITOR_CHUNK.test(request.url()) && asked.push(request.url()));
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await expect(page.getByText(showing)).toBeVisible();
  return asked;
}

/** Twice the browser's next idle moment: what the page would load at idle has been asked for. */
const idle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++)
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));
  });

test("the editor's code waits for the page to be used, and comes with a pointer on the composer", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked = await openUntouched(page);
  await idle(page);
  expect(asked).toEqual([]);

  const editor = page.getByRole("region", { name: "New post" });
  const loaded = page.waitForResponse((response) => EDITOR_CHUNK.test(response.url()));
  await editor.hover();
  expect((await loaded).ok()).toBe(true);
  await editor.getByLabel("Title", { exact: true }).fill("Polls closed");
  await expect(editor.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("Polls closed");
});

test("offline, the composer keeps what is typed and opens the editor once back online", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openUntouched(page);
  const editor = page.getByRole("region", { name: "New post" });
  const title = editor.getByLabel("Title", { exact: true });

  await context.setOffline(true);
  await title.fill("Written on the train");
  await expect(editor.getByText("The editor could not be loaded.")).toBeVisible();
  await expect(title).toHaveValue("Written on the train");
  await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(editor.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await expect(title).toHaveValue("Written on the train");
});

test("on a 3G link the editor's code comes with the page, and the editor opens untouched", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // DevTools' Fast 3G round trip: Chromium then tells the page its link is "3g".
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: 1_000_000,
    uploadThroughput: 100_000,
  });
  const asked = await openUntouched(page, "Election night");
  const editor = page.getByRole("region", { name: "New post" });
  await expect(editor.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  expect(asked).toHaveLength(1);
  // Nothing was focused for it: the reporter's place on the page is theirs.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
