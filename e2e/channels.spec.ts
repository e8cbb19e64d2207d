import { expect, type Page, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const cards = (page: Page) => page.getByTestId("channel-card");
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("admin creates, renames, embeds and archives a channel", async ({ page, baseURL }) => {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await expect(cards(page).first()).toBeVisible();

  // Create: the name is validated, then the channel tops Recents.
  const name = unique("E2E channel");
  await page.getByRole("button", { name: "Create channel" }).click();
  const create = page.getByRole("dialog", { name: "Create a channel" });
  await expect(create).toBeVisible();
  await create.getByRole("button", { name: "Create channel" }).click();
  await expect(create.getByText("The channel name is required")).toBeVisible();
  await create.getByLabel("Channel name").fill(name);
  await create.getByRole("button", { name: "Create channel" }).click();
  await expect(create).toBeHidden();
  // Not necessarily the first card: other spec files create channels at the same time.
  await expect(card(page, name)).toBeVisible();

  // Rename through the card menu (keyboard: the menu opens with Enter on its trigger).
  const renamed = `${name} (renamed)`;
  await page.getByRole("button", { name: `Actions for ${name}` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const settings = page.getByRole("dialog", { name: "Channel settings" });
  await expect(settings.getByLabel("Channel name")).toHaveValue(name);
  await settings.getByLabel("Channel name").fill(renamed);
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await expect(card(page, renamed)).toBeVisible();

  // The suite heading shows the new name (the cached detail was updated too).
  await card(page, renamed).getByRole("link", { name: renamed }).click();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  const channelId = page.url().split("/channels/")[1]?.split(/[/?#]/)[0] ?? "";
  expect(channelId).toMatch(/^[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(card(page, renamed)).toBeVisible();

  // Embed: JS (recommended) is first, then iframe and oEmbed; each copies the right code.
  await openMenu(page, renamed);
  await page.getByRole("menuitem", { name: "Embed" }).click();
  const embed = page.getByRole("dialog", { name: "Embed channel" });
  await expect(embed).toBeVisible();
  await expect(embed.getByRole("tab", { name: "JavaScript Recommended" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const code = embed.getByTestId("embed-code");
  const origin = baseURL ?? "";
  await expect(code).toHaveText(
    `<div class="ticker-embed" data-channel="${channelId}" data-skin="default"></div><script async src="${origin}/embed.js"></script>`,
  );
  await embed.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("Copied").first()).toBeVisible();
  expect(await clipboard(page)).toContain(`data-channel="${channelId}"`);
  // The same script, told to frame the reader page.
  await embed.getByText("In a frame", { exact: true }).click();
  await expect(code).toContainText(`data-skin="default" data-mode="iframe"></div>`);
  await embed.getByText("In a frame", { exact: true }).click();
  await expect(code).not.toContainText("data-mode");

  await embed.getByRole("tab", { name: "iframe" }).click();
  await embed.getByLabel("Skin").selectOption("darkmode");
  await expect(code).toContainText(`src="${origin}/embed/${channelId}?skin=darkmode"`);
  await embed.getByRole("button", { name: "Copy", exact: true }).click();
  await expect.poll(() => clipboard(page)).toContain(`${origin}/embed/${channelId}?skin=darkmode`);
  expect(await clipboard(page)).toMatch(/^<iframe /);

  await embed.getByRole("tab", { name: "oEmbed URL" }).click();
  const oembed = `${origin}/oembed?url=${encodeURIComponent(`${origin}/embed/${channelId}`)}`;
  await expect(code).toHaveText(oembed);
  await embed.getByRole("button", { name: "Copy", exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe(oembed);

  await embed.getByRole("button", { name: "Copy Channel ID" }).click();
  await expect.poll(() => clipboard(page)).toBe(channelId);
  await page.keyboard.press("Escape");
  await expect(embed).toBeHidden();

  // Archive: a confirmation that says it cannot be undone; then the channel leaves the list.
  await openMenu(page, renamed);
  await page.getByRole("menuitem", { name: "Archive" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive channel?" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, renamed)).toHaveCount(0);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
});

test("a user without manageChannels sees no create button nor edit and archive", async ({
  page,
}) => {
  await loginAs(page, "editor");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await expect(card(page, "Election night")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create channel" })).toHaveCount(0);
  await openMenu(page, "Election night");
  await expect(page.getByRole("menuitem", { name: "Embed" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Archive" })).toHaveCount(0);
});

test("a guest never reaches the channels list, and the API refuses its channel writes", async ({
  page,
  request,
}) => {
  await loginAs(page, "guest");
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}/);
  await page.goto(DEMO.channelsPath);
  await expect(page).not.toHaveURL(DEMO.channelsPath);
  await expect(page.getByRole("button", { name: "Create channel" })).toHaveCount(0);

  const { email, password } = DEMO.users.guest;
  const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  const { jwt } = (await auth.json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };
  const created = await request.post(`/api/channels/${DEMO.host}`, {
    headers,
    data: { name: "Guest channel", type: "", config: {} },
  });
  expect(created.status()).toBe(403);
  const id = page.url().split("/channels/")[1]?.split(/[/?#]/)[0] ?? "";
  const renamed = await request.post(`/api/channels/${DEMO.host}/${id}/rename?channelName=Nope`, {
    headers,
  });
  expect(renamed.status()).toBe(403);
  const archived = await request.post(`/api/channels/${DEMO.host}/${id}/archive`, { headers });
  expect(archived.status()).toBe(403);
});
