import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type Api, api, auth, createSubAccount } from "./embed-helpers";
import { editorBox, openEditor, PNG, unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { serveLoopbackPage } from "./support/loopback-page";
import { storedRows } from "./support/pwa";
import { shoot, VIEWPORTS } from "./support/screenshots";

/**
 * The omniInput flag: one field that turns anything pasted into the right block,
 * switched on and off in the features console. A sub-account of its own, so switching the flag
 * changes no other spec's editor.
 */

const key = `omni${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;
const consolePath = `/accounts/${DEMO.domain}/${key}/features-console/features`;

/** A page with Open Graph tags for the link card, served on loopback (ALLOW_PRIVATE_FETCH). */
const siteUrl = serveLoopbackPage(
  "/story",
  `<!doctype html><html><head><title>Preview</title>
      <meta property="og:title" content="The omni preview">
      <meta property="og:site_name" content="The Local Paper"></head><body>Story</body></html>`,
);

let subAccount: Promise<string> | null = null;
const ensureSubAccount = (a: Api) => (subAccount ??= createSubAccount(a, key, "Omni desk"));

/** Signs in as admin and opens a new channel of the sub-account. */
async function openNewChannel(page: Page, request: APIRequestContext, name: string) {
  const a = await api(request);
  // Before signing in: the suite learns the accounts it may open when the user signs in.
  await ensureSubAccount(a);
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const res = await a.request.post(`/api/channels/${host}`, { headers: auth(a), data: { name } });
  expect(res.status()).toBe(201);
  const channelId = ((await res.json()) as { id: string }).id;
  await page.goto(`/accounts/${DEMO.domain}/${key}/channels/${channelId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  return channelId;
}

const omni = (page: Page) => page.getByRole("textbox", { name: "Paste anything" });

/** A real paste event into the omni field: text, or an image file as a screenshot pastes. */
async function paste(page: Page, content: { text?: string; png?: boolean }) {
  await omni(page).focus();
  await omni(page).evaluate(
    (el, { text, png }) => {
      const data = new DataTransfer();
      if (text) data.setData("text/plain", text);
      if (png) {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], "screenshot.png", { type: "image/png" }));
      }
      el.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { text: content.text, png: content.png ? PNG.toString("base64") : undefined },
  );
}

test("the omni input turns a pasted embed URL, image and text, and a typed link, into blocks readers get", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const channelId = await openNewChannel(page, request, unique("Omni night"));
  const editor = editorBox(page);
  const title = unique("Pasted in");
  await page.getByLabel("Title", { exact: true }).fill(title);

  await paste(page, { text: "https://youtu.be/dQw4w9WgXcQ" });
  await expect(editor.locator('[data-embed="youtube"]')).toHaveCount(1);
  await expect(page.getByTestId("omni-input")).toContainText("Added: YouTube embed");
  await expect(omni(page)).toBeFocused();
  await expect(omni(page)).toHaveValue("");

  await paste(page, { png: true });
  await expect(editor.locator('img[src*="/uploads/"]')).toHaveCount(1);
  await expect(page.getByTestId("omni-input")).toContainText("Added: image");

  // Typed, not pasted: the field says what it will become, and Enter adds it.
  await omni(page).fill(siteUrl());
  await expect(page.getByTestId("omni-input")).toContainText("Becomes: link card");
  await omni(page).press("Enter");
  await expect(editor.locator("[data-link-card]")).toContainText("The omni preview");

  await paste(page, { text: "First pasted line\nSecond pasted line" });
  await expect(editor.locator("p", { hasText: "Second pasted line" })).toHaveCount(1);

  // A file that is no image is refused and says why.
  await omni(page).evaluate((el) => {
    const data = new DataTransfer();
    data.items.add(new File(["%PDF"], "notes.pdf", { type: "application/pdf" }));
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  });
  await expect(page.getByTestId("omni-input").getByRole("alert")).toHaveText(
    "This image type is not supported. Use JPEG, PNG, GIF or WebP.",
  );

  // Pictures for a person to look at (SHOTS=all); each one reloads, so the rest of the time not.
  for (const theme of process.env.SHOTS === "all" ? (["light", "dark"] as const) : []) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(editorBox(page).locator("[data-link-card]")).toHaveCount(1);
      await omni(page).fill("https://www.instagram.com/p/abcdef123/");
      await expect(page.getByTestId("omni-input")).toContainText("Becomes: Instagram embed");
      await shoot(page, `editor-omni-${theme}-${device}`, true);
      await omni(page).fill("");
    }
  }
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.setViewportSize(VIEWPORTS.desktop);
  // A reload within the save's debounce can end the page before IndexedDB commits (a person
  // gets the browser's prompt meanwhile): reload once the last change is stored.
  await expect
    .poll(async () => JSON.stringify(await storedRows(page, "editorAutosaves")))
    .toContain("Second pasted line");
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  const reader = await page.context().newPage();
  await reader.goto(`/embed/${channelId}?lang=en`);
  const post = reader.locator("article.t-post").first();
  await expect(post.locator("div.embed-youtube")).toHaveCount(1);
  await expect(post.locator("figure.post-image img")).toHaveCount(1);
  await expect(post.locator("a.link-card")).toContainText("The omni preview");
  await expect(post.locator(".t-body p", { hasText: "First pasted line" })).toHaveCount(1);
  await expect(post.locator(".t-body p", { hasText: "Second pasted line" })).toHaveCount(1);
  await reader.close();
});

test("the omniInput switch in the features console hides and shows the omni input", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = unique("Omni switch");
  const channelId = await openNewChannel(page, request, name);
  await openEditor(page);
  await expect(omni(page)).toBeVisible();

  const flip = async (checked: boolean) => {
    await page.goto(consolePath);
    const row = page.getByTestId("feature-omniInput");
    await expect(row).toContainText("Omni input");
    await row.locator("[data-part=control]").click();
    await expect(row.getByRole("checkbox")).toBeChecked({ checked });
    await page.getByRole("button", { name: "Save features" }).click();
    await expect(page.getByText("Features saved")).toBeVisible();
    await page.goto(`/accounts/${DEMO.domain}/${key}/channels/${channelId}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await openEditor(page);
  };

  await flip(false);
  await expect(omni(page)).toHaveCount(0);
  await expect(page.getByTestId("omni-input")).toHaveCount(0);
  await flip(true);
  await expect(omni(page)).toBeVisible();
});
