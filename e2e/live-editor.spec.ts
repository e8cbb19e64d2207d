import type { Page } from "@playwright/test";
import { editFromFeed, editorBox, feedPost, unique } from "./publishing-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO, type DemoRole } from "./support/demo";
import { expect, test } from "./support/fresh-page";
import { persistedQueryCache } from "./support/pwa";

/** Two people on one channel: the admin in one browser context, the editor in another. */
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

async function token(page: Page, role: DemoRole): Promise<string> {
  const { email, password } = DEMO.users[role];
  const res = await page.request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

type OpenPage = () => Promise<Page>;

async function openAs(freshPage: OpenPage, role: DemoRole, channelId: string): Promise<Page> {
  const page = await freshPage();
  await page.goto("/login");
  await loginAs(page, role);
  await expect(page).toHaveURL(DEMO.channelsPath);
  // The editor's stream is open once the request to /api/live/ has answered.
  const live = page.waitForResponse((r) => r.url().includes("/api/live/") && r.status() === 200, {
    timeout: 30_000,
  });
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();
  await live;
  return page;
}

async function createPost(page: Page, jwt: string, channelId: string, title: string) {
  const res = await page.request.post(`/api/posts/${DEMO.host}/${channelId}`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { title, content: doc("Written by the editor."), importance: "normal" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: string; version: number };
}

/**
 * The editor with a post of their own open in the editor, and the admin's token to change it
 * elsewhere.
 */
async function editingOwnPost(editor: Page, channelId: string, label: string) {
  const title = unique(label);
  const post = await createPost(editor, await token(editor, "editor"), channelId, title);
  await editFromFeed(editor, title);
  return { title, post, adminJwt: await token(editor, "admin") };
}

test.describe("live editors", () => {
  test.describe.configure({ mode: "serial" });
  let channelId = "";

  test.beforeAll(async ({ request }) => {
    channelId = await channelIdByName(request, "Election night");
  });

  test("admin publishes: the editor's feed shows it without reload within a second", async ({
    freshPage,
  }) => {
    const editor = await openAs(freshPage, "editor", channelId);
    const admin = await openAs(freshPage, "admin", channelId);
    const title = unique("Live from the admin");
    await admin.getByLabel("Title", { exact: true }).fill(title);
    await editorBox(admin).click();
    await admin.keyboard.type("Fresh news.");
    await admin.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(admin.getByText("Post published").first()).toBeVisible();
    const start = Date.now();
    await expect(feedPost(editor, title)).toBeVisible({ timeout: 5000 });
    expect(Date.now() - start).toBeLessThan(1500);
  });

  test("a post made while the editor was away is in the feed on coming back", async ({
    freshPage,
  }) => {
    // A frozen clock makes the feed kept on this device exactly one second old on coming back,
    // so it counts as fresh and is not fetched again on its own: only the opening of the live
    // stream, which carries nothing from before, can bring the post made meanwhile.
    const page = await freshPage();
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await page.goto("/login");
    await loginAs(page, "editor");
    await expect(page).toHaveURL(DEMO.channelsPath);
    const channelPath = `${DEMO.channelsPath}/${channelId}`;
    await page.goto(channelPath);
    const jwt = await token(page, "editor");
    const before = unique("Before leaving");
    await createPost(page, jwt, channelId, before);
    await expect(feedPost(page, before)).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => persistedQueryCache(page)).toContain(before);

    await page.goto("about:blank");
    const meanwhile = unique("While away");
    await createPost(page, jwt, channelId, meanwhile);
    await page.clock.setFixedTime(now + 1000);
    await page.goto(channelPath);
    await expect(feedPost(page, meanwhile)).toBeVisible({ timeout: 10_000 });
  });

  test("typing in one context shows who is writing in the other", async ({ freshPage }) => {
    const editor = await openAs(freshPage, "editor", channelId);
    const admin = await openAs(freshPage, "admin", channelId);
    await editorBox(admin).click();
    await admin.keyboard.type("Typing something");
    await expect(editor.getByText("Ada Admin is writing…")).toBeVisible({ timeout: 5000 });
    await expect(admin.getByText(/is writing/)).toHaveCount(0);
  });

  test("the post being edited is deleted elsewhere: notice, then post it as new", async ({
    freshPage,
  }) => {
    const editor = await openAs(freshPage, "editor", channelId);
    const { title, post, adminJwt } = await editingOwnPost(editor, channelId, "Will be deleted");
    await editor.getByLabel("Title", { exact: true }).fill(`${title} (rewritten)`);

    const del = await editor.request.delete(
      `/api/posts/${DEMO.host}/${channelId}/${post.id}?version=${post.version}`,
      { headers: { Authorization: `Bearer ${adminJwt}` } },
    );
    expect(del.ok()).toBe(true);
    await expect(editor.getByText("This post was deleted by someone else")).toBeVisible({
      timeout: 5000,
    });
    await editor.getByRole("button", { name: "Post as new post" }).click();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(`${title} (rewritten)`);
    await editor.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(feedPost(editor, `${title} (rewritten)`)).toBeVisible();
  });

  test("the post being edited is updated elsewhere: warning, load their version", async ({
    freshPage,
  }) => {
    const editor = await openAs(freshPage, "editor", channelId);
    const { title, post, adminJwt } = await editingOwnPost(editor, channelId, "Will be updated");

    const put = await editor.request.put(`/api/posts/${DEMO.host}/${channelId}/${post.id}`, {
      headers: { Authorization: `Bearer ${adminJwt}` },
      data: {
        title: `${title} (admin)`,
        content: doc("Changed by the admin."),
        importance: "normal",
        version: post.version,
      },
    });
    expect(put.ok(), await put.text()).toBe(true);
    await expect(editor.getByText("This post was updated by someone else")).toBeVisible({
      timeout: 5000,
    });
    await editor.getByRole("button", { name: "Load their version" }).click();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(`${title} (admin)`);
  });
});
