import { expect, type Page, test } from "@playwright/test";
import { apiToken, draftCard, editorBox, openElectionNight, unique } from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { flakyWrites } from "./support/flaky-network";

// A page the service worker controls sends its requests past page.route (Playwright's own
// warning), so a drop the test counts on could miss the write it was meant for.
test.use({ serviceWorkers: "block" });

/** Saves and waits for the editor to clear, as it does once the save is sent or queued. */
async function saveDraft(page: Page, title: string, button = "Save as draft") {
  const field = page.getByLabel("Title", { exact: true });
  await field.fill(title);
  await page.getByRole("button", { name: button }).click();
  await expect(field).toHaveValue("");
}

test("draft writes lost on a flaky network reach the server by themselves, each once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const channelId = await openElectionNight(page, "desktop");
  const prefix = unique("Flaky");
  const existing = `${prefix} existing`;
  await saveDraft(page, existing);
  await expect(page.getByText("Draft saved").first()).toBeVisible();

  const flaky = flakyWrites();
  await page.route("**/api/drafts/**", flaky);

  // The first write never reaches the server: the message says so, not "offline".
  await saveDraft(page, `${prefix} one`);
  await expect(page.getByText(/The server could not be reached/).first()).toBeVisible();
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
  await editorBox(page).click();
  await page.keyboard.type("Second body.");
  await saveDraft(page, `${prefix} two`);
  await saveDraft(page, `${prefix} three`);

  await page.getByRole("link", { name: /^Drafts/ }).click();
  await draftCard(page, existing).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(existing);
  await saveDraft(page, `${prefix} existing, edited`, "Update draft");

  await page.unroute("**/api/drafts/**", flaky);

  const jwt = await apiToken(page.request);
  const serverTitles = async () => {
    const res = await page.request.get(`/api/drafts/${DEMO.host}/${channelId}`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    const drafts = (await res.json()) as { title: string }[];
    return drafts
      .map((d) => d.title)
      .filter((t) => t.startsWith(prefix))
      .sort();
  };
  await expect
    .poll(serverTitles, { timeout: 30_000, intervals: [500] })
    .toEqual([`${prefix} existing, edited`, `${prefix} one`, `${prefix} three`, `${prefix} two`]);

  await page.getByRole("link", { name: /^Drafts/ }).click();
  for (const title of ["one", "two", "three", "existing, edited"]) {
    const card = draftCard(page, `${prefix} ${title}`);
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("draft-status").filter({ hasNotText: "Synced" })).toHaveCount(0);
  }
  await expect(page.getByText(/retrying automatically/)).toHaveCount(0);
});
