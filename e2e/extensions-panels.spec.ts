import { expect, type Page, test } from "@playwright/test";
import { type Api, api, auth, createChannel, doc, extensionsAccount } from "./embed-helpers";
import { editorBox, feedPost, openEditor, postAction, unique } from "./publishing-helpers";
import { loginAndOpen } from "./support/auth";
import { DEMO } from "./support/demo";
import { VERIFIED_BADGE } from "./support/extension-sources";
import { shoot, VIEWPORTS } from "./support/screenshots";

/**
 * Extensions, the parts extensions-run.spec.ts leaves: a custom "score" block edited
 * again after it was inserted and published, a channelEditor panel among the channel editors,
 * and the per-account Enabled switch, which stops an extension in the editor and the embed. A
 * sub-account of its own, so switching extensions off changes no other spec's pages.
 */

const key = `extp${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;
const channelsPath = `/accounts/${DEMO.domain}/${key}/channels`;

const EXTENSIONS = [
  {
    type: "inlineEditor",
    name: "Score block",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "inlineEditor", blockType: "score", label: "Add score",
  create(api) {
    api.insertBlock({ data: { home: "Lions", away: "Tigers", homeGoals: 2, awayGoals: 1, final: false }, text: "Lions 2–1 Tigers" });
  } });`,
  },
  {
    type: "inlineRenderer",
    name: "Score view",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "inlineRenderer", blockType: "score",
  render(el, data) {
    const score = document.createElement("strong");
    score.className = "x-score";
    score.textContent = data.home + " " + data.homeGoals + " – " + data.awayGoals + " " + data.away + (data.final ? " (FT)" : "");
    el.replaceChildren(score);
  } });`,
  },
  {
    type: "channelEditor",
    name: "Match facts",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "channelEditor",
  render(root, api) {
    const p = document.createElement("p");
    p.className = "x-facts";
    p.textContent = (api.context.lang === "no" ? "Kampfakta for " : "Match facts for ") + api.context.channelId;
    root.appendChild(p);
  } });`,
  },
  VERIFIED_BADGE,
] as const;

let ready: Promise<string> | null = null;
/** The sub-account and its extensions, made once for the file. */
const setUp = (a: Api) => (ready ??= extensionsAccount(a, key, "Panels desk", EXTENSIONS));

async function openNewChannel(page: Page, a: Api, name: string): Promise<string> {
  await setUp(a);
  const channelId = await createChannel(a, name, host);
  await page.goto("/login");
  await loginAndOpen(page, `${channelsPath}/${channelId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  return channelId;
}

/** Opens the score block's editor, sets the values, saves. */
async function editScore(page: Page, values: Record<string, string>, text: string) {
  await editorBox(page).getByRole("button", { name: "Edit the score block" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit the score block" });
  for (const [field, value] of Object.entries(values))
    await dialog.getByLabel(field, { exact: true }).fill(value);
  await dialog.getByLabel("Text for readers without the extension").fill(text);
  await dialog.getByRole("button", { name: "Save block" }).click();
  await expect(dialog).toBeHidden();
  await expect(editorBox(page).locator("[data-extension-block='score']")).toContainText(text);
}

test("a custom score block is edited again before and after publishing, and readers see the new score", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const channelId = await openNewChannel(page, await api(request), unique("Derby"));
  const title = unique("Half time");
  await page.getByLabel("Title", { exact: true }).fill(title);
  const tools = page.getByRole("toolbar", { name: "Extension tools" });
  await tools.getByRole("button", { name: "Add score" }).click();
  const block = editorBox(page).locator("[data-extension-block='score']");
  await expect(block).toContainText("Lions 2–1 Tigers");

  // A number must stay a number; the dialog says so and keeps the old value.
  await editorBox(page).getByRole("button", { name: "Edit the score block" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit the score block" });
  await expect(dialog.getByLabel("home", { exact: true })).toHaveValue("Lions");
  await dialog.getByLabel("homeGoals", { exact: true }).fill("three");
  await dialog.getByRole("button", { name: "Save block" }).click();
  await expect(dialog.getByText("Enter a number.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(block).toContainText("Lions 2–1 Tigers");

  await editScore(page, { homeGoals: "3" }, "Lions 3–1 Tigers");
  // Pictures for a person to look at (SHOTS=all): the dialog on a desktop and on a phone.
  if (process.env.SHOTS === "all") {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await editorBox(page).getByRole("button", { name: "Edit the score block" }).click();
      await expect(page.getByRole("dialog", { name: "Edit the score block" })).toBeVisible();
      await shoot(page, `extension-block-edit-light-${device}`);
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  const reader = await browser.newPage();
  await reader.goto(`/embed/${channelId}?lang=en`);
  await expect(reader.locator("article.t-post .x-score").first()).toHaveText("Lions 3 – 1 Tigers");

  // Published: the post is opened again, the block edited again, the update reaches readers.
  await expect(feedPost(page, title)).toBeVisible();
  await postAction(page, title, "Edit");
  await expect(editorBox(page).locator("[data-extension-block='score']")).toContainText(
    "Lions 3–1 Tigers",
  );
  await editorBox(page).getByRole("button", { name: "Edit the score block" }).click();
  await page
    .getByRole("dialog", { name: "Edit the score block" })
    .locator("[data-scope=checkbox][data-part=root]", { hasText: "final" })
    .locator("[data-part=control]")
    .click();
  await page.getByRole("dialog").getByLabel("awayGoals", { exact: true }).fill("2");
  await page
    .getByRole("dialog")
    .getByLabel("Text for readers without the extension")
    .fill("Lions 3–2 Tigers, full time");
  await page.getByRole("button", { name: "Save block" }).click();
  await page.getByRole("button", { name: "Update post", exact: true }).click();
  await expect(page.getByText("Post updated").first()).toBeVisible();
  await reader.reload();
  await expect(reader.locator("article.t-post .x-score").first()).toHaveText(
    "Lions 3 – 2 Tigers (FT)",
  );
  await reader.close();

  // What the API stores: the edited data, with its types kept.
  const a = await api(request);
  const posts = await request.get(`/api/posts/${host}/${channelId}`, { headers: auth(a) });
  const stored = JSON.stringify(await posts.json());
  for (const pair of ['"homeGoals":3', '"awayGoals":2', '"final":true', '"home":"Lions"'])
    expect(stored).toContain(pair);
});

test("a channelEditor panel shows among the channel editors; the Enabled switch stops an extension in the editor and the embed", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await api(request);
  const name = unique("Cup tie");
  const channelId = await openNewChannel(page, a, name);
  const panels = page.getByTestId("channel-extensions");
  await expect(panels.getByRole("region", { name: "Match facts" })).toBeVisible();
  const facts = page.frameLocator('iframe[title="Extension: Match facts"]');
  await expect(facts.locator(".x-facts")).toHaveText(`Match facts for ${channelId}`);
  await openEditor(page);
  const tools = page.getByRole("toolbar", { name: "Extension tools" });
  await expect(tools.getByRole("button", { name: "Add score" })).toBeVisible();

  // Readers get the badge while the postRenderer is on.
  const res = await request.post(`/api/posts/${host}/${channelId}`, {
    headers: auth(a),
    data: {
      title: unique("Kick-off"),
      content: doc("Under way"),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const reader = await browser.newPage();
  await reader.goto(`/embed/${channelId}?lang=en`);
  await expect(reader.locator("article.t-post .x-badge").first()).toHaveText("Verified");

  // Switched off in the account's extensions list (PUT .../enabled), one after the other.
  await page.goto(`/accounts/${DEMO.domain}/${key}/details/extensions`);
  for (const extension of ["Match facts", "Score block", "Verified badge"]) {
    const toggle = page.getByRole("checkbox", { name: `Enable ${extension}` });
    await expect(toggle).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/enabled") && r.request().method() === "PUT" && r.ok(),
    );
    await page
      .getByTestId("extension-row")
      .filter({ hasText: extension })
      .locator("[data-part=control]")
      .click();
    await saved;
    await expect(toggle).not.toBeChecked();
  }

  await page.goto(`${channelsPath}/${channelId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await openEditor(page);
  await expect(page.locator('iframe[title="Extension: Match facts"]')).toHaveCount(0);
  await expect(page.getByTestId("channel-extensions")).toHaveCount(0);
  await expect(page.locator("iframe[data-extension-frame]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add score" })).toHaveCount(0);

  await reader.reload();
  await expect(reader.locator("article.t-post").first()).toContainText("Under way");
  await expect(reader.locator(".x-badge")).toHaveCount(0);
  // The renderer of the score block is still on; only switched-off code stays away.
  expect(await reader.locator("script[src*='/embed-ext/']").count()).toBe(1);
  await reader.close();
});
