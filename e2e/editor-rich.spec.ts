import { expect, type Page, test } from "@playwright/test";
import { EMBED_PROVIDERS, type EmbedProvider } from "../domain/content/embed-urls";
import {
  apiToken,
  createAndOpenChannel,
  editorBox,
  feedPost,
  PNG,
  unique,
} from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { serveLoopbackPage } from "./support/loopback-page";
import { storedRows } from "./support/pwa";
import { shoot, VIEWPORTS } from "./support/screenshots";

/** One value for each kind of embed the editor offers (domain/embeds.ts). */
const EMBEDS: Record<EmbedProvider, string> = {
  youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  twitter: "https://x.com/someone/status/1234567890123",
  facebook: "https://www.facebook.com/newsroom/posts/1234567890",
  instagram: "https://www.instagram.com/p/abcdef123/",
  infogram: "https://infogram.com/election-results-1h8n6m3",
  html: '<p class="custom-box">Custom results box</p>',
};

/** A page with Open Graph tags for the link card, served on loopback (ALLOW_PRIVATE_FETCH). */
const siteUrl = serveLoopbackPage(
  "/analysis",
  `<!doctype html><html><head><title>Analysis</title>
      <meta property="og:title" content="Why the polls were wrong">
      <meta property="og:description" content="A look at the numbers behind the night.">
      <meta property="og:site_name" content="The Local Paper"></head><body>Story</body></html>`,
);

async function insert(
  page: Page,
  button: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: button });
  await fill(dialog);
  await expect(dialog).toBeHidden();
}

const ORDER = ["link-card", "post-image", ...EMBED_PROVIDERS.map((p) => `embed-${p}`)];

/** The rich blocks of a rendered post (feed card or reader embed), in document order. */
const blocksIn = (root: ReturnType<Page["locator"]>) =>
  root
    .locator("a.link-card, figure.post-image, div.embed")
    .evaluateAll((nodes) =>
      nodes.map((n) =>
        n.classList.contains("embed")
          ? ([...n.classList].find((c) => c.startsWith("embed-")) ?? "embed")
          : (n.classList[0] ?? ""),
      ),
    );

test("a post with a link card, an image and every kind of embed in a row publishes every block in order", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const channel = unique("Rich night");
  await createAndOpenChannel(page, channel);
  const channelId = page.url().split("/").pop()?.split("?")[0] ?? "";
  const title = unique("Everything at once");

  await page.getByLabel("Title", { exact: true }).fill(title);
  const editor = editorBox(page);
  await editor.click();
  await page.keyboard.type("Opening line");
  await insert(page, "Link card", (d) =>
    d
      .getByLabel("URL")
      .fill(siteUrl())
      .then(() => d.getByRole("button", { name: "Insert" }).click()),
  );
  await expect(editor.locator("[data-link-card]")).toContainText("Why the polls were wrong");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("dialog", { name: "Image" })).toBeHidden();
  await expect(editor.locator('img[src*="/uploads/"]')).toBeVisible();
  // Typing goes on after the block just inserted.
  await page.keyboard.type("Between the image and the embeds");
  for (const provider of EMBED_PROVIDERS) {
    await insert(page, "Embed", async (d) => {
      await d.getByLabel("Provider").selectOption(provider);
      await d.getByLabel(provider === "html" ? "HTML code" : "URL").fill(EMBEDS[provider]);
      await d.getByRole("button", { name: "Insert" }).click();
    });
    await expect(editor.locator(`[data-embed="${provider}"]`)).toHaveCount(1);
  }
  await page.keyboard.type("Closing line");
  await expect(editor.locator("[data-embed]")).toHaveCount(EMBED_PROVIDERS.length);
  await expect(editor.locator("[data-link-card]")).toHaveCount(1);

  // What readers will get, in the editor: light and dark, desktop and phone (reloads restore it,
  // once the last change is stored: a reload within the save's debounce can end the page
  // before IndexedDB commits).
  await expect
    .poll(async () => JSON.stringify(await storedRows(page, "editorAutosaves")))
    .toContain("Closing line");
  page.on("dialog", (dialog) => void dialog.accept());
  for (const theme of ["light", "dark"] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(editorBox(page).locator("[data-embed]")).toHaveCount(EMBED_PROVIDERS.length);
      await shoot(page, `editor-rich-${theme}-${device}`, true);
    }
  }
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  // The API content: every block, in order, text between.
  const jwt = await apiToken(page.request);
  const feed = await page.request.get(`/api/posts/${DEMO.host}/${channelId}`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  type Node = { type: string; attrs?: { provider?: string }; content?: { text?: string }[] };
  const posts = (await feed.json()) as { items: { title: string; content: { content: Node[] } }[] };
  const nodes = posts.items.find((p) => p.title === title)?.content.content ?? [];
  const label = (n: Node) =>
    n.type === "embed"
      ? `embed-${n.attrs?.provider}`
      : n.type === "linkCard"
        ? "link-card"
        : n.type === "image"
          ? "post-image"
          : (n.content ?? []).map((c) => c.text ?? "").join("");
  expect(nodes.map(label).filter(Boolean)).toEqual([
    "Opening line",
    "link-card",
    "post-image",
    "Between the image and the embeds",
    ...ORDER.slice(2),
    "Closing line",
  ]);

  // The feed.
  const card = feedPost(page, title);
  await expect(card).toBeVisible();
  expect(await blocksIn(card)).toEqual(ORDER);
  await expect(card.getByText("Between the image and the embeds")).toBeVisible();
  await shoot(page, "feed-rich-light-desktop", true);

  // The reader embed.
  const reader = await page.context().newPage();
  await reader.goto(`/embed/${channelId}?lang=en`);
  const article = reader.locator("article").filter({ hasText: title });
  await expect(article).toBeVisible();
  expect(await blocksIn(article)).toEqual(ORDER);
  await expect(article.getByText("Closing line")).toBeVisible();
  await shoot(reader, "embed-rich-light-desktop", true);
  await reader.goto(`/embed/${channelId}?lang=en&skin=darkmode`);
  await reader.setViewportSize(VIEWPORTS.phone);
  await expect(reader.locator("article").filter({ hasText: title })).toBeVisible();
  await shoot(reader, "embed-rich-dark-phone", true);
  await reader.close();
});
