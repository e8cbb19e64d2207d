import { expect, test } from "@playwright/test";
import {
  channelsUnderServiceWorker,
  persistedQueryCache,
  waitForServiceWorkerControl,
} from "./support/pwa";

test.describe("offline app shell", () => {
  test("after one visit the shell loads with the network off", async ({ page, context }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
    // A route never visited still gets the precached shell (navigation fallback).
    await page.goto("/that/path");
    await expect(page.getByText("Page not found: /that/path")).toBeVisible();
    await context.setOffline(false);
  });

  test("a signed-in page reopens offline from the cached profile", async ({ page, context }) => {
    await channelsUnderServiceWorker(page);
    // The query cache is kept (throttled) in local data; wait until both lists are in it.
    await expect
      .poll(async () => {
        const kept = await persistedQueryCache(page);
        return (
          kept.includes('"profile"') && kept.includes('"channels"') && kept.includes("Match day")
        );
      })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
    await expect(page.getByText("Match day", { exact: true }).first()).toBeVisible();
    await context.setOffline(false);
  });
});
