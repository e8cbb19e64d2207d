import { expect, test } from "@playwright/test";
import { freshChannel, submitContribution } from "./contributions-helpers";
import { loginAndOpen, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test("a reader question goes pending → approved → replied → Bin (replies gone) → restored", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { id } = await freshChannel(page.request, "Reader Q&A");
  const message = `When do the polls close? <b>${Date.now().toString(36)}</b>`;
  const sent = await submitContribution(page.request, id, {
    kind: "question",
    name: "Kari",
    contact: "kari@example.com",
    message,
  });
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toMatchObject({ status: "pending" });

  await loginAndOpen(page, `${DEMO.channelsPath}/${id}/user-contribution`);
  await page.getByRole("tab", { name: "Questions" }).click();
  const item = page.getByTestId("contribution").filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item.getByText("Pending approval")).toBeVisible();
  await expect(item.getByText("kari@example.com")).toBeVisible();
  // Text stays text: the <b> arrives as characters, not as markup.
  await expect(item.getByTestId("contribution-message")).toHaveText(message);
  await expect(item.locator("b")).toHaveCount(0);

  await item.getByRole("button", { name: "Approve" }).click();
  await expect(item.getByText("Published", { exact: true })).toBeVisible();

  await item.getByRole("button", { name: "Reply" }).click();
  await item.getByRole("textbox", { name: "Your reply" }).fill("At 21:00 tonight.");
  await expect(item.getByTestId("reply-counter")).toContainText("17 of");
  await item.getByRole("button", { name: "Send reply" }).click();
  await expect(item.getByTestId("contribution-reply")).toContainText("At 21:00 tonight.");

  const publicList = async () =>
    (await (await page.request.get(`/api/live/public/${id}/contributions`)).json()) as {
      message: string;
      contact: string | null;
      replyCount: number;
    }[];
  expect(await publicList()).toEqual([
    expect.objectContaining({ message, contact: null, replyCount: 1 }),
  ]);

  // Deleting a reply asks first: it cannot be recovered.
  await item.getByRole("button", { name: "Reply", exact: true }).click();
  await item.getByRole("textbox", { name: "Your reply" }).fill("Correction: 22:00.");
  await item.getByRole("button", { name: "Send reply" }).click();
  await expect(item.getByTestId("contribution-reply")).toHaveCount(2);
  await item.getByRole("button", { name: "Delete reply" }).first().click();
  const replyDialog = page.getByRole("alertdialog", { name: "Delete reply?" });
  await expect(replyDialog.getByText("It cannot be recovered.")).toBeVisible();
  await replyDialog.getByRole("button", { name: "Delete reply" }).click();
  await expect(item.getByTestId("contribution-reply")).toHaveCount(1);
  await expect(item.getByTestId("contribution-reply")).toContainText("Correction: 22:00.");

  // Deleting the question takes its replies for good: it asks first.
  await item.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete question?" });
  await expect(dialog).toContainText("its reply is deleted permanently");
  await dialog.getByRole("button", { name: "Delete question" }).click();
  await expect(page.getByText("Moved to the bin").first()).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await publicList()).toEqual([]);

  await page.getByRole("tab", { name: "Bin" }).click();
  await page.getByRole("tab", { name: "Questions" }).last().click();
  const binned = page.getByTestId("contribution").filter({ hasText: message });
  await expect(binned).toBeVisible();
  await binned.getByRole("button", { name: "Restore" }).click();
  await expect(binned).toHaveCount(0);

  // The question comes back alone.
  await page.getByRole("tab", { name: "Questions" }).first().click();
  const restored = page.getByTestId("contribution").filter({ hasText: message });
  await expect(restored.getByText("Published", { exact: true })).toBeVisible();
  await expect(restored.getByTestId("contribution-reply")).toHaveCount(0);
  expect(await publicList()).toEqual([expect.objectContaining({ message, replyCount: 0 })]);
});

test("settings: switching questions off closes the public submit (403 contributions-closed)", async ({
  page,
}) => {
  const { id } = await freshChannel(page.request, "Reader settings");
  await loginAndOpen(page, `${DEMO.channelsPath}/${id}/user-contribution`);
  await page.getByRole("tab", { name: "Settings" }).click();
  const settings = page.getByTestId("contribution-settings");
  const questions = settings.locator("label").filter({ hasText: "Readers can ask questions" });
  await expect(questions.locator("input")).toBeChecked();
  await questions.click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  await expect(questions.locator("input")).not.toBeChecked();

  const closed = await submitContribution(page.request, id, { kind: "question", message: "Hi?" });
  expect(closed.status()).toBe(403);
  expect(await closed.json()).toMatchObject({ errorKey: "contributions-closed" });
  const open = await submitContribution(page.request, id, { kind: "comment", message: "Hi!" });
  expect(open.status()).toBe(201);
  const publicSettings = await page.request.get(`/api/live/public/${id}/contributions/settings`);
  expect(await publicSettings.json()).toMatchObject({ questions: false, comments: true });

  // A reload shows the stored value.
  await page.reload();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(
    page
      .getByTestId("contribution-settings")
      .locator("label")
      .filter({ hasText: "Readers can ask questions" })
      .locator("input"),
  ).not.toBeChecked();
});

test("the Comments tab counts pending comments and questions, live", async ({ page }) => {
  const { id } = await freshChannel(page.request, "Reader count");
  await submitContribution(page.request, id, { kind: "comment", message: "First" });
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  // The editor's stream is open once the request to /api/live/ has answered.
  const live = page.waitForResponse((r) => r.url().includes("/api/live/") && r.status() === 200);
  await page.goto(`${DEMO.channelsPath}/${id}`);
  await live;
  const tab = page.getByRole("navigation", { name: "Channel sections" }).getByRole("link", {
    name: /^Comments/,
  });
  await expect(tab).toHaveText("Comments1");

  // Faster than the overview's 10 s refresh: the live stream brings it.
  await expect(
    (await submitContribution(page.request, id, { kind: "question", message: "Second" })).status(),
  ).toBe(201);
  await expect(tab).toHaveText("Comments2", { timeout: 5_000 });
});
