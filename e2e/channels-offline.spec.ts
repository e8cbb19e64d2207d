import { expect, test } from "@playwright/test";
import { freshChannel } from "./contributions-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import {
  channelsUnderServiceWorker,
  persistedQueryCache,
  waitForServiceWorkerControl,
} from "./support/pwa";

test("the channels list reopens offline from local data, on every reload", async ({
  page,
  context,
}) => {
  await channelsUnderServiceWorker(page);
  await expect
    .poll(async () => {
      const kept = await persistedQueryCache(page);
      return kept.includes('"profile"') && kept.includes("Election night");
    })
    .toBe(true);

  await context.setOffline(true);
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
    await expect(page.getByText("Match day", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Election night", { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText("You are offline. Showing the channels saved on this device."),
    ).toBeVisible();
    await expect(page.getByText(/^Offline since /)).toBeVisible();
  }
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
