import { expect, test } from "@playwright/test";
import { apiToken, draftCard, editorBox, openElectionNight, unique } from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { persistedQueryCache, waitForServiceWorkerControl } from "./support/pwa";

test("an offline draft edit survives a reload and reaches the server exactly once", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const channelId = await openElectionNight(page, "desktop");
  const title = unique("Offline draft");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await editorBox(page).click();
  await page.keyboard.type("Written online.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();

  await page.getByRole("link", { name: /^Drafts/ }).click();
  await expect(draftCard(page, title)).toBeVisible();
  await waitForServiceWorkerControl(page);
  const draftId = await draftCard(page, title).getAttribute("data-draft-id");
  expect(draftId).toBeTruthy();
  // The drafts list is in the persisted cache before the network goes.
  await expect.poll(() => persistedQueryCache(page)).toContain(title);

  await context.setOffline(true);
  await draftCard(page, title).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  const edited = `${title} edited offline`;
  await page.getByLabel("Title", { exact: true }).fill(edited);
  await page.getByRole("button", { name: "Update draft" }).click();
  await expect(page.getByText(/the draft is saved on this device/).first()).toBeVisible();
  // Publishing is refused while offline.
  await page.getByRole("link", { name: /^Drafts/ }).click();
  await expect(draftCard(page, edited).getByTestId("draft-status")).toHaveText("Queued");

  await page.reload();
  await expect(draftCard(page, edited)).toBeVisible();
  await expect(draftCard(page, edited).getByTestId("draft-status")).toHaveText("Queued");

  await context.setOffline(false);
  await expect(draftCard(page, edited).getByTestId("draft-status")).toHaveText("Synced", {
    timeout: 20_000,
  });

  const jwt = await apiToken(page.request);
  const res = await page.request.get(`/api/drafts/${DEMO.host}/${channelId}`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(res.ok()).toBe(true);
  const drafts = (await res.json()) as { id: string; title: string; version: number }[];
  const mine = drafts.filter((d) => d.title.startsWith(title));
  expect(mine).toHaveLength(1);
  expect(mine[0]?.id).toBe(draftId);
  expect(mine[0]?.title).toBe(edited);
  // Created as version 1, edited once.
  expect(mine[0]?.version).toBe(2);
});

test("publishing while offline is refused with a clear message", async ({ page, context }) => {
  await openElectionNight(page, "desktop");
  await page.getByLabel("Title", { exact: true }).fill(unique("Offline publish"));
  // The editor opens on focus; its code loads then (the suite now shows before the rest of the
  // language, so the test can get here while the page is still loading). Offline from the
  // editor on: going offline mid-load is the editor's own "could not be loaded" state.
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeVisible();
  await context.setOffline(true);
  await publish.click();
  await expect(
    page.getByText("You're offline: save it as a draft and publish when you're back online"),
  ).toBeVisible();
  await context.setOffline(false);
});
