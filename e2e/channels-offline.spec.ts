import { expect, test } from "@playwright/test";
import { freshChannel } from "./contributions-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { channelsUnderServiceWorker, storedRows, waitForServiceWorkerControl } from "./support/pwa";

test("the channels list reopens offline from Dexie, even without the persisted query", async ({
  page,
  context,
}) => {
  await channelsUnderServiceWorker(page);
  await expect.poll(async () => (await storedRows(page, "channels")).length).toBeGreaterThan(0);
  // Wait for the persisted profile, then drop the persisted channel list: only Dexie has it now.
  await expect
    .poll(() =>
      page.evaluate(() => (localStorage.getItem("ticker-query-cache") ?? "").includes('"profile"')),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.evaluate(() => {
    const key = "ticker-query-cache";
    const raw = localStorage.getItem(key);
    if (!raw) return;
    const cache = JSON.parse(raw) as {
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    cache.clientState.queries = cache.clientState.queries.filter(
      (q) => q.queryKey[0] !== "channels",
    );
    localStorage.setItem(key, JSON.stringify(cache));
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
  await expect(page.getByText("Match day", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Election night", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("You are offline. Showing the channels saved on this device."),
  ).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
});

test("a channel never opened says, offline, that it is not available offline yet", async ({
  page,
  context,
}) => {
  const { name } = await freshChannel(page.request, "Never opened");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(
    page.getByRole("heading", { name: "This channel is not available offline yet", level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/Open it once while you're online/)).toBeVisible();
  // Nothing to write into: no editor, no tabs that lead nowhere.
  await expect(page.getByRole("textbox", { name: "Post content" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Channel sections" })).toHaveCount(0);
  await expect(page.getByText("The channel could not be loaded")).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Post content" })).toBeVisible();
});
