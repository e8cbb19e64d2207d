import type { Page } from "@playwright/test";
import { api, createChannel, extensionsAccount } from "./embed-helpers";
import { editorBox, feedPost, unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { SCORE_BLOCK, signOff } from "./support/extension-sources";
import { expect, test } from "./support/slow-device";

/**
 * The reporter's key flows on a slow tablet (the "slow device" project: CPU 4× slower, Fast 3G).
 * Nothing here is timed: the figures are `npm run bench -- slow`. What is checked is that each
 * step gets there, the composer hands over to the full editor and the extensions start.
 */

const key = `slowdev${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;

const EXTENSIONS = [signOff("The desk"), SCORE_BLOCK] as const;

const FLOW_MS = 90_000;

async function signIn(page: Page) {
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath, { timeout: FLOW_MS });
}

test.describe.configure({ timeout: 240_000 });

test("slow device: sign in, compose with the extensions' tools, publish, offline and back", async ({
  page,
  context,
  request,
}) => {
  const a = await api(request);
  await extensionsAccount(a, key, "Slow tablet desk", EXTENSIONS);
  const channelId = await createChannel(a, "Slow tablet", host);

  await signIn(page);
  await page.goto(`/accounts/${DEMO.domain}/${key}/channels/${channelId}`);
  await expect(page.getByRole("heading", { name: "Slow tablet", level: 1 })).toBeVisible({
    timeout: FLOW_MS,
  });

  // The composer hands over to the full editor, keeping what was typed.
  const title = unique("Slow tablet");
  const titleField = page.getByLabel("Title", { exact: true });
  await titleField.click();
  await page.keyboard.type(title);
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible({ timeout: FLOW_MS });
  await expect(titleField).toHaveValue(title);

  // The extensions' buttons appear (a slow start shows as starting, never as a failure).
  const tools = page.getByRole("toolbar", { name: "Extension tools" });
  await expect(tools.getByRole("button", { name: "Add sign-off" })).toBeVisible({
    timeout: FLOW_MS,
  });
  await expect(tools.getByRole("button", { name: "Add score" })).toBeVisible({ timeout: FLOW_MS });
  await expect(page.getByTestId("extension-failures")).toHaveCount(0);

  await editorBox(page).click();
  await page.keyboard.type("Full time at the stadium");
  await tools.getByRole("button", { name: "Add sign-off" }).click();
  await expect(editorBox(page)).toContainText("Full time at the stadium — The desk");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible({ timeout: FLOW_MS });
  await expect(titleField).toHaveValue("");
  await expect(feedPost(page, title)).toBeVisible({ timeout: FLOW_MS });

  // Offline and back: Publish is refused and says so; the text is kept; online it goes.
  await context.setOffline(true);
  const second = unique("Back online");
  await titleField.fill(second);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/You're offline/).first()).toBeVisible();
  await expect(titleField).toHaveValue(second);
  await context.setOffline(false);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible({ timeout: FLOW_MS });
  await expect(titleField).toHaveValue("");
  await expect(feedPost(page, second)).toBeVisible({ timeout: FLOW_MS });
});
