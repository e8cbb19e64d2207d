import { expect, type Locator, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../domain/constants";
import { apiToken } from "./publishing-helpers";
import { channelIdByName } from "./support/auth";
import { DEMO } from "./support/demo";
import { EDITOR_CHUNK, holdRequests } from "./support/hold";

/**
 * A new post starts as the composer (LazyPostEditor), which takes the room the editor takes
 * (EDITOR_HEIGHT), so the panels under it do not move when the editor opens. The editor's chunk
 * is held back: what is typed into the composer meanwhile is in the editor once it is let
 * through, with the caret where it was.
 */

/** Sub-pixel rounding only: a few pixels more already count as a layout shift. */
const TOLERANCE_PX = 1;

// The service worker would fetch the chunk itself, past the held route.
test.use({ serviceWorkers: "block" });

const WIDTHS = {
  // Lighthouse's phone, where the shift was counted; one column, the base height.
  phone: { width: 412, height: 823 },
  // The phone of the screenshot specs.
  "small phone": { width: 390, height: 844 },
  // From md the editor's padding changes; below lg it is still one column.
  tablet: { width: 800, height: 1000 },
  // Two columns: the editor beside the feed.
  desktop: { width: 1280, height: 800 },
} as const;

type Box = NonNullable<Awaited<ReturnType<Locator["boundingBox"]>>>;

/** Its box once laid out (a re-render can replace it between two looks). */
async function box(locator: Locator): Promise<Box> {
  const seen: { box?: Box } = {};
  await expect
    .poll(async () => {
      seen.box = (await locator.boundingBox()) ?? undefined;
      return seen.box !== undefined;
    })
    .toBe(true);
  if (!seen.box) throw new Error("not laid out");
  return seen.box;
}

async function openHeld(page: Page, channelId: string) {
  const release = await holdRequests(page, EDITOR_CHUNK);
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  return release;
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test(`the composer takes the editor's room and hands over what was typed: ${name}`, async ({
    page,
  }) => {
    const jwt = await apiToken(page.request);
    const channelId = await channelIdByName(page.request, "Election night");
    // The default the placeholder is measured for: the AI-assisted switch (one more row) shows
    // only while the account labels AI-assisted posts, which the AI mode spec turns on.
    const settings = await page.request.put(`/api/accounts/${DEMO.host}/ai-settings`, {
      headers: { Authorization: `Bearer ${jwt}` },
      data: { enabled: true, assistedLabel: false },
    });
    expect(settings.ok()).toBe(true);
    await page.addInitScript(
      ([tokenKey, domainKey, token, domain]) => {
        window.localStorage.setItem(tokenKey, token);
        window.localStorage.setItem(domainKey, domain);
      },
      [STORAGE_KEYS.token, STORAGE_KEYS.domain, jwt, DEMO.domain] as const,
    );
    await page.setViewportSize(viewport);
    const release = await openHeld(page, channelId);

    const editor = page.getByRole("region", { name: "New post" });
    const below = page.getByRole("region", { name: "Channel editors" });
    const title = editor.getByLabel("Title", { exact: true });
    await expect(editor.getByText("open as you start writing")).toBeVisible();
    await expect(below).toBeVisible();
    const composer = await box(editor);
    const belowBefore = await box(below);

    // Typed while the editor's code is held back: it stays in the composer.
    await title.pressSequentially("Polls closed");
    await expect(editor.getByRole("status")).toHaveText("Loading the editor…");
    await expect(editor.getByRole("toolbar")).toHaveCount(0);

    release();
    await expect(editor.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await expect(title).toHaveValue("Polls closed");
    await expect(title).toBeFocused();
    // Parts of the editor come with their own answers (the channel's icons, AI mode): it is
    // measured once they are in and its height holds still.
    await expect(editor.getByText("Post icons")).toBeVisible();
    await expect(editor.getByText("AI mode")).toBeVisible();
    let last = -1;
    await expect
      .poll(
        async () => {
          const height = (await box(editor)).height;
          const still = height === last;
          last = height;
          return still;
        },
        { intervals: [250] },
      )
      .toBe(true);
    const loaded = await box(editor);
    const belowAfter = await box(below);

    const report = `composer ${composer.height.toFixed(0)} px, editor ${loaded.height.toFixed(0)} px`;
    test.info().annotations.push({ type: "editor-height", description: `${name}: ${report}` });
    expect(Math.abs(loaded.height - composer.height), report).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(belowAfter.y - belowBefore.y), report).toBeLessThanOrEqual(TOLERANCE_PX);
  });
}
