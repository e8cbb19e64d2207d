import { expect, test } from "@playwright/test";
import { freshChannel } from "./contributions-helpers";
import { loginAndOpen } from "./support/auth";
import { DEMO } from "./support/demo";

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a reader question sent from the embed is pending for the editor, and appears in the embed once approved", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { id, headers } = await freshChannel(request, "Embed Q&A");
  const settings = await request.put(`/api/contribution-settings/${DEMO.host}/${id}`, {
    headers,
    data: {
      comments: true,
      questions: true,
      imageUpload: true,
      requireContactInfo: false,
      hideContactField: false,
      hideNameField: false,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  // The reader, in their own browser context.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/embed/${id}?lang=en`);
  await expect(reader.locator(".t-channel")).toBeVisible();
  await reader.getByText("Send us a comment or a question").click();
  await expect(reader.getByRole("radio", { name: "Question" })).toBeChecked();
  const message = `Which gate opens first? ${Date.now().toString(36)}`;
  await reader.getByLabel("Name").fill("Ola");
  await reader.getByLabel("Your message").fill(message);
  await reader
    .getByLabel("Image (optional)")
    .setInputFiles({ name: "gate.png", mimeType: "image/png", buffer: PNG });
  await reader.getByRole("button", { name: "Send", exact: true }).click();
  await expect(reader.getByRole("status")).toHaveText(
    "Thanks — your question will appear once approved",
  );
  // Pending ones never reach readers.
  await expect(reader.locator(".t-readers")).toBeHidden();

  // The editor, in another context.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await loginAndOpen(editor, `${DEMO.channelsPath}/${id}/user-contribution`);
  await editor.getByRole("tab", { name: "Questions" }).click();
  const item = editor.getByTestId("contribution").filter({ hasText: message });
  await expect(item).toBeVisible();
  await expect(item.getByText("Pending approval")).toBeVisible();
  const image = item.getByRole("img", { name: "Image from Ola" });
  await expect(image).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.png$/);
  const src = await image.getAttribute("src");

  await item.getByRole("button", { name: "Approve" }).click();
  await expect(item.getByText("Published", { exact: true })).toBeVisible();

  // The reader's embed shows it without a reload, with the uploaded image only.
  const shown = reader.locator(".t-contribution").filter({ hasText: message });
  await expect(shown).toBeVisible({ timeout: 5_000 });
  await expect(shown).toContainText("Question · Ola");
  await expect(shown.getByRole("img", { name: "Image from a reader" })).toHaveAttribute(
    "src",
    src ?? "",
  );
  // The stored file really loads (served from /uploads/ as an image).
  await expect
    .poll(() => shown.locator("img").evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBe(1);
  await reader.screenshot({ path: test.info().outputPath("reader-embed-contribution.png") });
  await item.screenshot({ path: test.info().outputPath("editor-contribution-image.png") });
  await readerContext.close();
  await editorContext.close();
});
