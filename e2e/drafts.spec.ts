import { expect, type Page, test } from "@playwright/test";
import { editorBox, feedPost, openElectionNight, unique } from "./publishing-helpers";

const draftCard = (page: Page, title: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });

async function saveDraft(page: Page, title: string, body: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await editorBox(page).click();
  await page.keyboard.type(body);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
}

/** Local date and time inputs `seconds` from now, as the browser sees them. */
const inputsIn = (page: Page, seconds: number) =>
  page.evaluate((s) => {
    const d = new Date(Date.now() + s * 1000);
    const p = (n: number) => String(n).padStart(2, "0");
    return {
      date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`,
    };
  }, seconds);

test("save a draft, schedule it a few seconds ahead: it appears in the feed by itself", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openElectionNight(page, "desktop");
  const title = unique("Scheduled result");
  await saveDraft(page, title, "Counting in the north is complete.");

  await page.getByRole("link", { name: /^Drafts/ }).click();
  const card = draftCard(page, title);
  await expect(card).toBeVisible();

  // A time in the past is refused with the spec's message.
  await card.getByRole("button", { name: "Schedule", exact: true }).click();
  const past = await inputsIn(page, -120);
  await card.getByLabel("Date").fill(past.date);
  await card.getByLabel("Time").fill(past.time);
  await card.getByRole("button", { name: "Schedule", exact: true }).last().click();
  await expect(card.getByText("Please choose future date")).toBeVisible();
  await card.getByRole("button", { name: "Clear" }).click();
  await expect(card.getByLabel("Date")).toHaveValue("");

  const soon = await inputsIn(page, 6);
  await card.getByLabel("Date").fill(soon.date);
  await card.getByLabel("Time").fill(soon.time);
  await card.getByRole("button", { name: "Schedule", exact: true }).last().click();
  await expect(card.getByText(/Scheduled for/)).toBeVisible();

  // Back to the editorial tab: the feed beside the editor polls and shows it by itself.
  await page.getByRole("link", { name: "Editorial" }).click();
  await expect(feedPost(page, title)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: /^Drafts/ }).click();
  await expect(draftCard(page, title)).toHaveCount(0);
});

test("edit a draft (Update draft), publish it now, and delete another with confirmation", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openElectionNight(page, "desktop");
  const first = unique("Draft to publish");
  const second = unique("Draft to delete");
  await saveDraft(page, first, "First draft body.");
  await saveDraft(page, second, "Second draft body.");

  await page.getByRole("link", { name: /^Drafts/ }).click();
  await draftCard(page, first).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(first);
  const edited = `${first} (edited)`;
  await page.getByLabel("Title", { exact: true }).fill(edited);
  await page.getByRole("button", { name: "Update draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();

  await page.getByRole("link", { name: /^Drafts/ }).click();
  await draftCard(page, edited).getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Draft published").first()).toBeVisible();
  await expect(draftCard(page, edited)).toHaveCount(0);

  await draftCard(page, second).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this draft?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(draftCard(page, second)).toHaveCount(0);

  await page.getByRole("link", { name: "Editorial" }).click();
  await expect(feedPost(page, edited)).toBeVisible();
});
