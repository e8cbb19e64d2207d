import { expect, type Page, test } from "@playwright/test";
import { api, createChannel, doc, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** An ended or archived live blog: readers keep every post, see it ended, and stop following. */

const card = (page: Page, name: string) =>
  page.getByTestId("channel-card").filter({ hasText: name });

async function openReader(page: Page, channelId: string) {
  await page.goto(`/embed/${channelId}?lang=en`);
  await expect(page.locator("html")).toHaveAttribute("data-live", "open");
}

async function chooseAction(page: Page, channel: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${channel}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

test("ending the coverage shows the ended state to an open reader at once, and after a reload", async ({
  page,
  browser,
  request,
}) => {
  const a = await api(request);
  const name = unique("Coverage end");
  const channelId = await createChannel(a, name);
  await publish(a, channelId, { title: "Polls close", content: doc("First results soon") });

  const reader = await (await browser.newContext()).newPage();
  await openReader(reader, channelId);
  await expect(reader.getByText("This live blog has ended.")).toBeHidden();

  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await chooseAction(page, name, "End coverage");
  const confirm = page.getByRole("alertdialog", { name: "End the coverage?" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "End coverage" }).click();
  await expect(confirm).toBeHidden();
  // The card stays, shown as ended, and no longer offers to end it.
  await expect(card(page, name)).toContainText("Coverage ended");
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await expect(page.getByRole("menuitem", { name: "Embed" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "End coverage" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // The open reader is told at once, and stops following.
  await expect(reader.getByRole("status")).toHaveText("This live blog has ended.");
  await expect(reader.locator(".t-live")).toBeHidden();
  await expect(reader.locator("article")).toHaveCount(1);
  await reader.reload();
  await expect(reader.getByRole("status")).toHaveText("This live blog has ended.");
  await expect(reader.getByText("Polls close")).toBeVisible();
  await expect(reader.locator("html")).not.toHaveAttribute("data-live", "open");
});

test("an archived live blog stays readable: the open page shows it ended, a reload keeps every post", async ({
  page,
  browser,
  request,
}) => {
  const a = await api(request);
  const name = unique("Archive readable");
  const channelId = await createChannel(a, name);
  for (const title of ["Kick-off", "Goal", "Full time"]) {
    await publish(a, channelId, { title, content: doc(title) });
  }
  const reader = await (await browser.newContext()).newPage();
  await openReader(reader, channelId);
  await expect(reader.locator("article")).toHaveCount(3);

  await loginAs(page, "admin");
  await chooseAction(page, name, "Archive");
  const confirm = page.getByRole("alertdialog", { name: "Archive channel?" });
  await expect(confirm).toContainText("Readers keep its live page");
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(card(page, name)).toHaveCount(0);

  await expect(reader.getByRole("status")).toHaveText("This live blog has ended.");
  for (let i = 0; i < 2; i++) {
    await reader.reload();
    await expect(reader.locator("article")).toHaveCount(3);
    await expect(reader.getByRole("status")).toHaveText("This live blog has ended.");
  }
  const ld = await reader.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(ld ?? "{}")).toHaveProperty("coverageEndTime");
});
