import { expect, test } from "@playwright/test";
import { openElectionNight } from "./publishing-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { EDITOR_CHUNK } from "./support/hold";

test("the Top Text saves, and a stale save shows 'updated by someone else' and reloads", async ({
  page,
  request,
}) => {
  const id = await channelIdByName(request, "Election night");
  // With the live stream the panel follows other saves; without it, a save can be stale.
  await page.route("**/api/live/**", (route) => route.abort());
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`${DEMO.channelsPath}/${id}`);
  const editors = page.getByTestId("channel-editors");
  // The panel's code loads as it nears the viewport (LazyChannelEditorsPanel).
  await editors.scrollIntoViewIfNeeded();
  const text = editors.getByRole("textbox", { name: "Top Text" });
  await text.scrollIntoViewIfNeeded();
  await text.fill("Polls close at 21:00.\nFollow the count here.");
  await editors.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Top Text saved").first()).toBeVisible();

  // Someone else saves meanwhile (a newer version on the server).
  const { email, password } = DEMO.users.admin;
  const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  const { jwt } = (await auth.json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };
  const current = (await (
    await request.get(`/api/channels/${DEMO.host}/${id}/top-text`, { headers })
  ).json()) as { version: number };
  const other = await request.put(`/api/channels/${DEMO.host}/${id}/top-text`, {
    headers,
    data: {
      version: current.version,
      content: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "From the desk" }] }],
      },
    },
  });
  expect(other.ok()).toBe(true);

  await text.fill("My late change");
  await editors.getByRole("button", { name: "Save" }).click();
  await expect(editors.getByText("Updated by someone else")).toBeVisible();
  await expect(text).toHaveValue("From the desk");
});

test("countdowns: create, validate dates, edit and delete", async ({ page, request }) => {
  const id = await channelIdByName(request, "Election night");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`${DEMO.channelsPath}/${id}`);
  const editors = page.getByTestId("channel-editors");
  await editors.scrollIntoViewIfNeeded();
  await editors.getByRole("button", { name: /Countdown widget/ }).click();
  await editors.getByRole("button", { name: "Add countdown" }).click();

  const title = `Polls close ${Date.now().toString(36)}`;
  await editors.getByLabel("Title", { exact: true }).fill(title);
  await editors.getByLabel("Start", { exact: true }).fill("2030-05-01T20:00");
  await editors.getByLabel("End", { exact: true }).fill("2030-05-01T19:00");
  await editors.getByRole("button", { name: "Create countdown" }).click();
  await expect(editors.getByText("The end must be after the start.")).toBeVisible();
  await editors.getByLabel("End", { exact: true }).fill("2030-05-01T21:00");
  await editors.getByRole("button", { name: "Create countdown" }).click();
  const row = editors.getByTestId("countdown-row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Upcoming");

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await editors.getByLabel("Title", { exact: true }).fill(`${title} (edited)`);
  await editors.getByRole("button", { name: "Save" }).last().click();
  const edited = editors.getByTestId("countdown-row").filter({ hasText: `${title} (edited)` });
  await expect(edited).toBeVisible();

  await edited.getByRole("button", { name: `Delete ${title} (edited)` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete countdown?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(edited).toHaveCount(0);
});

test.describe("the channel editors' panel", () => {
  // The chunk must come from the network, not from the precache.
  test.use({ serviceWorkers: "block" });

  test("loads as it is scrolled to; offline it says so, and loads when tried again", async ({
    page,
    context,
  }) => {
    const chunk = /\/assets\/ChannelEditorsPanel-[^/]+\.js$/;
    const asked: string[] = [];
    page.on("request", (request) => chunk.test(request.url()) && asked.push(request.url()));
    // The post editor's chunk loads once the page is idle: offline before that, its own failure
    // would be in the way of the panel's.
    const editorChunk = page.waitForResponse((response) => EDITOR_CHUNK.test(response.url()));
    await page.setViewportSize({ width: 390, height: 844 });
    await openElectionNight(page);
    const editors = page.getByRole("region", { name: "Channel editors" });
    await expect(editors).toHaveAttribute("aria-busy", "true");
    await expect(page.getByText("open as you start writing")).toBeVisible();
    expect(asked).toEqual([]);
    await editorChunk;

    // Offline, a chunk that cannot be fetched is not taken for a removed one: no reload (that
    // would show the browser's offline page), the panel's own error and retry instead.
    await context.setOffline(true);
    await editors.scrollIntoViewIfNeeded();
    await expect(editors.getByText("The channel editors could not be loaded.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Election night", level: 1 })).toBeVisible();
    await context.setOffline(false);
    await editors.getByRole("button", { name: "Try again" }).click();
    await expect(editors.getByRole("button", { name: /Top Text/ })).toBeVisible();
    await expect(editors).not.toHaveAttribute("aria-busy", "true");
  });
});
