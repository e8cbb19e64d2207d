import { expect, type Page, test } from "@playwright/test";
import { apiToken, editorBox, openElectionNight } from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, VIEWPORTS } from "./support/screenshots";

/** Shots of the suite for people to look at (screenshots/, gitignored). */
const doc = (...content: unknown[]) => ({ type: "doc", content });
const p = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

async function seed(page: Page, channelId: string) {
  const jwt = await apiToken(page.request);
  const headers = { Authorization: `Bearer ${jwt}` };
  const base = `/api/posts/${DEMO.host}/${channelId}`;
  const make = async (data: Record<string, unknown>) => {
    const res = await page.request.post(base, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: string; version: number };
  };
  await make({
    title: "Turnout reaches 78 percent",
    content: doc(p("The highest turnout since 1989, according to the election board.")),
    importance: "normal",
    tags: ["Turnout"],
  });
  const pinned = await make({
    title: "Live: results as they come in",
    content: doc(
      { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "How to follow" }] },
      p("We update this page through the night with results from every county."),
      {
        type: "bulletList",
        content: [
          { type: "listItem", content: [p("Projections at 21:00")] },
          { type: "listItem", content: [p("Final count after midnight")] },
        ],
      },
    ),
    importance: "important",
  });
  await page.request.post(`${base}/${pinned.id}/pin`, {
    headers,
    data: { version: pinned.version, pinned: true },
  });
  const breaking = await make({
    title: "Prime minister concedes",
    content: doc(p("In a short speech in Oslo the prime minister conceded the election.")),
    importance: "very-important",
    breaking: true,
  });
  await page.request.post(`${base}/${breaking.id}/highlight`, {
    headers,
    data: { version: breaking.version, highlighted: true },
  });
  const draftRes = await page.request.post(`/api/drafts/${DEMO.host}/${channelId}`, {
    headers,
    data: { title: "Reaction from the opposition", content: doc(p("Waiting for a comment.")) },
  });
  const draft = (await draftRes.json()) as { id: string; version: number };
  const soon = new Date(Date.now() + 3 * 3600_000).toISOString();
  await page.request.post(`/api/drafts/${DEMO.host}/${channelId}/${draft.id}/schedule`, {
    headers,
    data: { version: draft.version, scheduledUtc: soon },
  });
  const conflictRes = await page.request.post(`/api/drafts/${DEMO.host}/${channelId}`, {
    headers,
    data: { title: "Conflict demo", content: doc(p("Original text.")) },
  });
  return { jwt, conflict: (await conflictRes.json()) as { id: string; version: number } };
}

test("suite screenshots: editor, feed, drafts, conflict; light and dark; desktop and phone", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const channelId = await openElectionNight(page);
  const { jwt, conflict } = await seed(page, channelId);
  const suite = `${DEMO.channelsPath}/${channelId}`;
  // Leaving the page with a half-written post asks first (beforeunload): the shots leave anyway.
  page.on("dialog", (dialog) => void dialog.accept());

  for (const [theme, device] of SHOTS) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.setViewportSize(VIEWPORTS[device]);
    await page.goto(suite);
    await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill("Counting continues");
    await editorBox(page).click();
    // The post written on the previous pass comes back from the autosave: write it over.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Votes from Bergen are expected within the hour.");
    await shoot(page, `suite-editor-${theme}-${device}`, true);
    if (device === "phone") {
      await page.goto(`${suite}/feed`);
      await expect(page.getByRole("searchbox", { name: "Search posts" })).toBeVisible();
      await expect(page.locator("article[data-post-id]").first()).toBeVisible();
      await shoot(page, `suite-feed-${theme}-${device}`, true);
    }
    await page.goto(`${suite}/drafts`);
    // .first(): a retry seeds the draft again.
    await expect(
      page.getByRole("heading", { name: "Reaction from the opposition" }).first(),
    ).toBeVisible();
    await shoot(page, `suite-drafts-${theme}-${device}`, true);
    await page.goto(`${suite}/user-contribution`);
    await expect(page.getByText("No comments here yet").first()).toBeVisible();
    await shoot(page, `suite-comments-${theme}-${device}`, true);
  }

  // The conflict view: someone else updates the draft while it is open in the editor.
  const editElsewhere = async (title: string, text: string, version: number) => {
    const res = await page.request.put(`/api/drafts/${DEMO.host}/${channelId}/${conflict.id}`, {
      headers: { Authorization: `Bearer ${jwt}` },
      data: { title, content: doc(p(text)), version },
    });
    expect(res.ok()).toBe(true);
  };
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${suite}?draft=${conflict.id}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Conflict demo");
  await editElsewhere("Conflict demo (their edit)", "Someone else changed this.", conflict.version);
  await page.getByLabel("Title", { exact: true }).fill("Conflict demo (my edit)");
  await page.getByRole("button", { name: "Update draft" }).click();
  const dialog = page.getByRole("alertdialog", { name: "This post was updated by someone else" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Conflict demo (their edit)")).toBeVisible();
  await shoot(page, "suite-conflict-dark-desktop", true);
  // Cancel, and discard my edit (else the autosave brings it back); reopening the draft loads
  // their version, and a second edit of theirs makes the conflict again.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Discard this post?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.goto(`${suite}?draft=${conflict.id}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Conflict demo (their edit)");
  await editElsewhere(
    "Conflict demo (their second edit)",
    "Someone else changed this again.",
    conflict.version + 1,
  );
  await page.getByLabel("Title", { exact: true }).fill("Conflict demo (my edit)");
  await page.getByRole("button", { name: "Update draft" }).click();
  await expect(dialog).toBeVisible();
  await shoot(page, "suite-conflict-light-desktop", true);
  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, "suite-conflict-light-phone", true);
  // Overwrite: mine wins with their version.
  await dialog.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
});
