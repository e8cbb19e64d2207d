import { expect, type Page, test } from "@playwright/test";
import { editorBox, feedPost, unique } from "./publishing-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO, type DemoRole } from "./support/demo";
import { SHOTS, shoot, VIEWPORTS } from "./support/screenshots";

/** Shots of the live pieces (screenshots/, gitignored): typing distributor, notices, error banner. */
async function signedIn(page: Page, role: DemoRole, channelId: string, theme: string) {
  await page.goto("/login");
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
  await loginAs(page, role);
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();
}

async function jwtOf(page: Page, role: DemoRole) {
  const { email, password } = DEMO.users[role];
  const res = await page.request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  return ((await res.json()) as { jwt: string }).jwt;
}

test("live screenshots: typing distributor, notices, error banner; light/dark; phone", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const channelId = await channelIdByName(request, "Election night");
  for (const [theme, device] of SHOTS) {
    const ctxE = await browser.newContext({ viewport: VIEWPORTS[device] });
    const ctxA = await browser.newContext({ viewport: VIEWPORTS[device] });
    const editor = await ctxE.newPage();
    const admin = await ctxA.newPage();
    await signedIn(editor, "editor", channelId, theme);
    await signedIn(admin, "admin", channelId, theme);

    // Typing distributor.
    await editorBox(admin).click();
    await admin.keyboard.type("Counting continues in Bergen");
    await expect(editor.getByText("Ada Admin is writing…")).toBeVisible({ timeout: 5000 });
    await shoot(editor, `live-typing-${theme}-${device}`);

    // Deleted and updated elsewhere.
    const ed = await jwtOf(editor, "editor");
    const ad = await jwtOf(editor, "admin");
    const make = async (title: string) => {
      const res = await editor.request.post(`/api/posts/${DEMO.host}/${channelId}`, {
        headers: { Authorization: `Bearer ${ed}` },
        data: {
          title,
          content: {
            type: "doc",
            content: [{ type: "paragraph", content: [{ type: "text", text: "Draft text." }] }],
          },
          importance: "normal",
        },
      });
      return (await res.json()) as { id: string; version: number };
    };
    const edit = async (title: string) => {
      if (device === "phone") await editor.goto(`${DEMO.channelsPath}/${channelId}/feed`);
      await expect(feedPost(editor, title)).toBeVisible({ timeout: 10_000 });
      await feedPost(editor, title)
        .getByRole("button", { name: /^Actions for/ })
        .click();
      await editor.getByRole("menuitem", { name: "Edit", exact: true }).click();
      await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(title);
    };
    const t1 = unique("Polls close");
    const p1 = await make(t1);
    await edit(t1);
    await editor.request.put(`/api/posts/${DEMO.host}/${channelId}/${p1.id}`, {
      headers: { Authorization: `Bearer ${ad}` },
      data: {
        title: `${t1} (updated)`,
        content: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Their text." }] }],
        },
        importance: "normal",
        version: p1.version,
      },
    });
    await expect(editor.getByText("This post was updated by someone else")).toBeVisible();
    await editor.evaluate(() => window.scrollTo(0, 0));
    await shoot(editor, `live-updated-${theme}-${device}`);
    await editor.getByRole("button", { name: "Cancel", exact: true }).first().click();

    const t2 = unique("Exit poll");
    const p2 = await make(t2);
    await edit(t2);
    await editor.request.delete(
      `/api/posts/${DEMO.host}/${channelId}/${p2.id}?version=${p2.version}`,
      { headers: { Authorization: `Bearer ${ad}` } },
    );
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
    await ctxE.close();
    await ctxA.close();
  }
});
