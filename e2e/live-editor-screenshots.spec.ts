import type { Page } from "@playwright/test";
import { apiToken, editorBox, feedPost, unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO, type DemoRole } from "./support/demo";
import { expect, test } from "./support/fresh-page";
import { SHOTS, shoot, VIEWPORTS } from "./support/screenshots";

/** Shots of the live pieces (screenshots/, gitignored): typing distributor, notices, error banner. */
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

// A channel of this spec's own: specs running beside it post into the demo channels.
let channel = { id: "", name: "" };

test.beforeAll(async ({ request }) => {
  const res = await request.post(`/api/channels/${DEMO.host}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { name: unique("Live notices") },
  });
  expect(res.status(), await res.text()).toBe(201);
  channel = (await res.json()) as { id: string; name: string };
});

/** Signs in and opens the channel once its live stream answers, so nothing sent is missed. */
async function signedIn(page: Page, role: DemoRole, theme: string) {
  await page.goto("/login");
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
  await loginAs(page, role);
  await expect(page).toHaveURL(DEMO.channelsPath);
  const live = page.waitForResponse((r) => r.url().includes("/api/live/") && r.status() === 200);
  await page.goto(`${DEMO.channelsPath}/${channel.id}`);
  await expect(page.getByRole("heading", { name: channel.name, level: 1 })).toBeVisible();
  await live;
}

test("live screenshots: typing distributor, notices, error banner; light/dark; phone", async ({
  freshPage,
  request,
}) => {
  test.setTimeout(180_000);
  const auth = async (role: DemoRole) => ({
    Authorization: `Bearer ${await apiToken(request, role)}`,
  });
  const asEditor = await auth("editor");
  const asAdmin = await auth("admin");
  for (const [theme, device] of SHOTS) {
    const editor = await freshPage({ viewport: VIEWPORTS[device] });
    const admin = await freshPage({ viewport: VIEWPORTS[device] });
    await signedIn(editor, "editor", theme);
    await signedIn(admin, "admin", theme);

    // Typing distributor.
    await editorBox(admin).click();
    await admin.keyboard.type("Counting continues in Bergen");
    await expect(editor.getByText("Ada Admin is writing…")).toBeVisible({ timeout: 5000 });
    await shoot(editor, `live-typing-${theme}-${device}`);

    // Deleted and updated elsewhere. A phone shows the feed on its own tab: it is opened before
    // the post is made, so the post has to arrive there live.
    const showFeed = async () => {
      if (device !== "phone") return;
      await editor
        .getByRole("navigation", { name: "Channel sections" })
        .getByRole("link", { name: /^Feed/ })
        .click();
      await expect(editor).toHaveURL(`${DEMO.channelsPath}/${channel.id}/feed`);
      await expect(editor.getByRole("searchbox", { name: "Search posts" })).toBeVisible();
    };
    const make = async (title: string) => {
      const res = await request.post(`/api/posts/${DEMO.host}/${channel.id}`, {
        headers: asEditor,
        data: { title, content: doc("Draft text."), importance: "normal" },
      });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as { id: string; version: number };
    };
    const edit = async (title: string) => {
      await expect(feedPost(editor, title)).toBeVisible({ timeout: 10_000 });
      await feedPost(editor, title)
        .getByRole("button", { name: /^Actions for/ })
        .click();
      await editor.getByRole("menuitem", { name: "Edit", exact: true }).click();
      await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(title);
    };
    const t1 = unique("Polls close");
    await showFeed();
    const p1 = await make(t1);
    await edit(t1);
    const put = await request.put(`/api/posts/${DEMO.host}/${channel.id}/${p1.id}`, {
      headers: asAdmin,
      data: {
        title: `${t1} (updated)`,
        content: doc("Their text."),
        importance: "normal",
        version: p1.version,
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    await expect(editor.getByText("This post was updated by someone else")).toBeVisible();
    await editor.evaluate(() => window.scrollTo(0, 0));
    await shoot(editor, `live-updated-${theme}-${device}`);
    await editor.getByRole("button", { name: "Cancel", exact: true }).first().click();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue("");

    const t2 = unique("Exit poll");
    await showFeed();
    const p2 = await make(t2);
    await edit(t2);
    const del = await request.delete(
      `/api/posts/${DEMO.host}/${channel.id}/${p2.id}?version=${p2.version}`,
      { headers: asAdmin },
    );
    expect(del.status(), await del.text()).toBe(204);
    await expect(editor.getByText("This post was deleted by someone else")).toBeVisible();
    await editor.evaluate(() => window.scrollTo(0, 0));
    await shoot(editor, `live-deleted-${theme}-${device}`);

    // Connection error: the stream is refused until it is allowed again.
    await editor.route("**/api/live/**", (route) => route.abort());
    await editor.reload();
    await expect(
      editor.getByText("Live updates connection error: page reload may be needed"),
    ).toBeVisible({ timeout: 20_000 });
    await shoot(editor, `live-error-${theme}-${device}`);
    await editor.unroute("**/api/live/**");
    await expect(
      editor.getByText("Live updates connection error: page reload may be needed"),
    ).toBeHidden({ timeout: 20_000 });
    await editor.context().close();
    await admin.context().close();
  }
});
