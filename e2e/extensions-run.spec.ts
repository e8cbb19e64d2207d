import { expect, type Page, test } from "@playwright/test";
import { type Api, api, auth, createChannel, extensionsAccount } from "./embed-helpers";
import { editorBox, openEditor } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { SCORE_BLOCK, signOff, VERIFIED_BADGE } from "./support/extension-sources";

/**
 * Extensions run, end to end in a sub-account of its own, so no other spec's editor
 * or embed meets these extensions: editor tools in sandboxed frames, a custom "score" block from
 * the editor to the reader, a post badge in the embed, and broken extensions reported as load
 * or initialise failures while everything else works. Safe mode loads none of them.
 */

const key = `ext${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;

const EXTENSIONS = [
  {
    ...VERIFIED_BADGE,
    cssString: ".x-badge { background: #0a7; color: #fff; border-radius: 4px; padding: 0 4px; }",
  },
  {
    type: "postRenderer",
    name: "Broken renderer",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "postRenderer", render() { throw new Error("render broke"); } });`,
  },
  {
    type: "inlineRenderer",
    name: "Score view",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "inlineRenderer", blockType: "score",
  render(el, data, api) {
    el.textContent = "";
    const score = document.createElement("strong");
    score.className = "x-score";
    score.textContent = data.home + " " + data.homeGoals + " – " + data.awayGoals + " " + data.away;
    score.dataset.provider = api.context.sports.provider;
    el.appendChild(score);
  } });`,
  },
  signOff("The sports desk"),
  SCORE_BLOCK,
  {
    type: "postEditor",
    name: "Match panel",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "postEditor",
  render(root, api) {
    const line = document.createElement("p");
    line.textContent = "Provider: " + api.context.sports.provider + " · " + api.context.sports.competitionIds.join(", ");
    const title = document.createElement("p");
    title.className = "x-title";
    api.onPostChange((post) => { title.textContent = "Writing: " + post.title; });
    root.append(line, title);
  } });`,
  },
  {
    type: "integratedPostEditor",
    name: "Broken tool",
    javaScriptString: `throw new Error("boom");`,
  },
] as const;

async function setUp(a: Api): Promise<string> {
  await extensionsAccount(a, key, "Extensions desk", EXTENSIONS);
  const sports = await a.request.put(`/api/accounts/${host}/sports-data`, {
    headers: auth(a),
    data: { provider: "opta", apiKey: "never-in-the-browser", competitionIds: ["premier-league"] },
  });
  expect(sports.ok(), await sports.text()).toBe(true);
  return createChannel(a, "Cup final", host);
}

const channelPath = (channelId: string) => `/accounts/${DEMO.domain}/${key}/channels/${channelId}`;

async function openChannel(page: Page, channelId: string, query = "") {
  await page.goto(`${channelPath(channelId)}${query}`);
  await expect(page.getByRole("heading", { name: "Cup final", level: 1 })).toBeVisible();
}

test("editor extensions write a post that reader extensions decorate; broken ones are reported", async ({
  page,
  browser,
  request,
}) => {
  const channelId = await setUp(await api(request));
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await openChannel(page, channelId);
  await openEditor(page);

  // A broken extension is named as a load failure; the others and the editor work on.
  const failures = page.getByTestId("extension-failures");
  await expect(failures).toContainText('The extension "Broken tool" failed to load (boom)');
  const tools = page.getByRole("toolbar", { name: "Extension tools" });
  await expect(tools.getByRole("button", { name: "Add sign-off" })).toBeVisible();
  await expect(tools.getByRole("button", { name: "Add score" })).toBeVisible();
  const panel = page.frameLocator('iframe[title="Extension: Match panel"]');
  await expect(panel.getByText("Provider: opta · premier-league")).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill("Full time");
  await expect(panel.locator(".x-title")).toHaveText("Writing: Full time");
  await editorBox(page).click();
  await page.keyboard.type("What a match");
  await tools.getByRole("button", { name: "Add sign-off" }).click();
  await expect(editorBox(page)).toContainText("What a match — The sports desk");
  await tools.getByRole("button", { name: "Add score" }).click();
  await expect(editorBox(page).locator("[data-extension-block='score']")).toContainText(
    "Lions 2–1 Tigers",
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  // The reader: the badge on the post, the score drawn by the inlineRenderer, the sign-off text;
  // the renderer that throws is reported and changes nothing else.
  const reader = await browser.newPage();
  const errors: string[] = [];
  reader.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await reader.goto(`/embed/${channelId}?lang=en`);
  const post = reader.locator("article.t-post").first();
  await expect(post.locator(".x-badge")).toHaveText("Verified");
  await expect(post.locator(".x-score")).toHaveText("Lions 2 – 1 Tigers");
  await expect(post.locator(".x-score")).toHaveAttribute("data-provider", "opta");
  await expect(post.locator(".t-body")).toContainText("What a match — The sports desk");
  await expect(reader.locator("html")).toHaveAttribute("data-ticker-extension-failed", /.+/);
  expect(errors.join("\n")).toContain(
    'Extension "Broken renderer" (postRenderer) failed to initialise: render broke',
  );
  expect(await reader.content()).not.toContain("never-in-the-browser");
  await reader.close();

  // Safe mode: the suite loads without any extension, says so, and can be left.
  await openChannel(page, channelId, "?safe=1");
  await expect(page.getByTestId("safe-mode-banner")).toContainText("Safe mode");
  await openEditor(page);
  await expect(page.getByRole("toolbar", { name: "Extension tools" })).toHaveCount(0);
  await expect(page.locator("iframe[data-extension-frame]")).toHaveCount(0);
  await page.getByRole("button", { name: "Leave safe mode" }).click();
  await expect(page.getByTestId("safe-mode-banner")).toHaveCount(0);
  await openEditor(page);
  await expect(tools.getByRole("button", { name: "Add sign-off" })).toBeVisible();
});
