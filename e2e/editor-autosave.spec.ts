import { expect, type Page, test } from "@playwright/test";
import { createAndOpenChannel, editorBox, unique } from "./publishing-helpers";
import { storedRows } from "./support/pwa";
import { VIEWPORTS } from "./support/screenshots";

const titleField = (page: Page) => page.getByLabel("Title", { exact: true });

async function write(page: Page, title: string, body: string) {
  await titleField(page).fill(title);
  await editorBox(page).click();
  await page.keyboard.type(body);
}

async function expectWritten(page: Page, title: string, body: string) {
  await expect(titleField(page)).toHaveValue(title);
  await expect(editorBox(page)).toContainText(body);
}

/** Types `text` at the end of the post's body and waits until the autosave has stored it. */
async function appendAndStore(page: Page, text: string) {
  await editorBox(page).click();
  await page.keyboard.press("End");
  await page.keyboard.type(text);
  await expect
    .poll(async () => JSON.stringify(await storedRows(page, "editorAutosaves")))
    .toContain(text.trim());
}

test("the post being written survives a tab switch, a reload and a closed tab", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await createAndOpenChannel(page, unique("Autosave desk"));
  const suite = page.url();
  // Nobody else is writing: the typing indicator reserves no space above the editor.
  await expect(page.getByTestId("typing-distributor")).toHaveJSProperty("offsetHeight", 0);

  // Editorial → Drafts → Editorial.
  await write(page, "Half a headline", "A paragraph in progress");
  await page.getByRole("link", { name: /^Drafts/ }).click();
  await expect(page.getByRole("heading", { name: "New post" })).toBeHidden();
  await page.getByRole("link", { name: "Editorial" }).click();
  await expectWritten(page, "Half a headline", "A paragraph in progress");

  // A reload: the browser asks first, and what was typed comes back.
  // A reload within the save's debounce can end the page before IndexedDB commits: the prompt
  // gives a person that time, an automated "accept" does not. Reload once it is stored.
  await appendAndStore(page, " and more");
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe("beforeunload");
  await expectWritten(page, "Half a headline", "A paragraph in progress and more");

  // The tab closed without asking (a crash, a killed app): a new tab finds it.
  await appendAndStore(page, " before closing");
  await page.close();
  const next = await context.newPage();
  await next.setViewportSize(VIEWPORTS.phone);
  await next.goto(suite);
  await expectWritten(next, "Half a headline", "A paragraph in progress and more before closing");

  // On a phone, Feed and back.
  await next.getByRole("link", { name: /^Feed/ }).click();
  await expect(next.getByRole("searchbox", { name: "Search posts" })).toBeVisible();
  await next.getByRole("link", { name: "Editorial" }).click();
  await expectWritten(next, "Half a headline", "A paragraph in progress and more before closing");

  // Cancel asks; discarding empties the editor, and a reload does not bring it back.
  await next.getByRole("button", { name: "Cancel", exact: true }).click();
  const confirm = next.getByRole("alertdialog", { name: "Discard this post?" });
  await confirm.getByRole("button", { name: "Keep writing" }).click();
  await expect(titleField(next)).toHaveValue("Half a headline");
  await next.getByRole("button", { name: "Cancel", exact: true }).click();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(titleField(next)).toHaveValue("");
  await next.reload();
  await expect(titleField(next)).toHaveValue("");
  await expect(editorBox(next)).toHaveText("");
});
