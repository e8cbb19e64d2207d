import { expect, test } from "@playwright/test";
import {
  editorBox,
  feedPost,
  openElectionNight,
  publishSimple,
  unique,
} from "./publishing-helpers";

// The e2e server has no AI provider: these flows run on the built-in assistant.
test("AI mode: suggest headlines, accept one, publish, seen in the embed", async ({ page }) => {
  const channelId = await openElectionNight(page);
  const place = unique("Tromsø");
  await editorBox(page).click();
  await page.keyboard.type(
    `Polls have closed in ${place} and counting has started. Turnout in ${place} is the highest since 1989. The mayor will speak at 23:00.`,
  );
  const ai = page.getByRole("region", { name: "AI mode" });
  await ai.getByText("AI mode", { exact: true }).click();
  await expect(ai.getByText("Answered by: Built-in assistant")).toBeVisible();
  await ai.getByRole("button", { name: "Suggest headlines" }).click();
  const first = ai.getByRole("textbox", { name: "Headline 1" });
  await expect(first).toHaveValue(/counting has started|Turnout/);
  await first.fill(`Counting under way in ${place}`);
  await ai.getByRole("button", { name: "Use as title" }).first().click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
    `Counting under way in ${place}`,
  );
  await expect(editorBox(page)).toContainText(`Polls have closed in ${place}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(feedPost(page, `Counting under way in ${place}`)).toBeVisible();

  await page.goto(`/embed/${channelId}?lang=en`);
  await expect(page.getByText(`Counting under way in ${place}`)).toBeVisible();
});

test("AI mode: summarise the channel into a draft", async ({ page }) => {
  await openElectionNight(page);
  await publishSimple(
    page,
    unique("Polls closed"),
    "Polls have closed across the country. Counting has started in all districts.",
  );
  const ai = page.getByRole("region", { name: "AI mode" });
  await ai.getByText("AI mode", { exact: true }).click();
  await ai.getByRole("button", { name: "Summarise the channel" }).click();
  const title = ai.getByRole("textbox", { name: "Summary title" });
  await expect(title).toHaveValue("What we know so far");
  await title.fill(unique("What we know so far"));
  const name = await title.inputValue();
  await ai.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Summary saved as a draft").first()).toBeVisible();
  await page.getByRole("link", { name: /^Drafts/ }).click();
  await expect(page.getByText(name).first()).toBeVisible();
});
