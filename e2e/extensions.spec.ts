import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { maskApiKey } from "../domain/api-key-mask";
import { loginAndOpen } from "./support/auth";
import { confirmDelete } from "./support/confirm";
import { DEMO } from "./support/demo";

const stamp = () => Date.now().toString(36);
const details = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;
const consolePath = `/accounts/${DEMO.domain}/${DEMO.accountKey}/features-console`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const { email, password } = DEMO.users.admin;
  const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  expect(auth.ok()).toBe(true);
  return ((await auth.json()) as { jwt: string }).jwt;
}

async function openExtensions(page: Page) {
  await loginAndOpen(page, `${details}/extensions`);
  await expect(
    page.getByRole("heading", { name: "Extensions", level: 2, exact: true }),
  ).toBeVisible();
}

test("an admin creates, edits and deletes an extension; invalid JavaScript is refused", async ({
  page,
}) => {
  await openExtensions(page);
  const name = `Quote cards ${stamp()}`;
  const rows = page.getByTestId("extension-row");

  await page.getByRole("button", { name: "Add new extension" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add new extension" });
  await dialog.getByRole("button", { name: "Create extension" }).click();
  await expect(dialog.getByText("This field is required!")).toHaveCount(2);

  await dialog.getByLabel("Type").selectOption("postRenderer");
  await dialog.getByLabel("Title").fill(name);
  await dialog.getByLabel("CSS").fill(".quote { font-style: italic; }");
  await dialog.getByLabel("JavaScript").fill("export const render = (post) => ;");
  await dialog.getByRole("button", { name: "Create extension" }).click();
  await expect(dialog.getByText("It's not a valid Javascript!")).toBeVisible();
  await expect(dialog.getByLabel("JavaScript")).toBeFocused();

  await dialog.getByLabel("JavaScript").fill("export const render = (post) => post.title;");
  await dialog.getByLabel("CSS").fill(".quote { font-style: italic;");
  await dialog.getByRole("button", { name: "Create extension" }).click();
  await expect(dialog.getByText("It's not a valid CSS!")).toBeVisible();
  await dialog.getByLabel("CSS").fill(".quote { font-style: italic; }");
  await dialog.getByRole("button", { name: "Create extension" }).click();
  await expect(dialog.getByText("Extension created")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Post renderer");

  const renamed = `${name} v2`;
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit extension" });
  await expect(edit.getByLabel("Title")).toHaveValue(name);
  await expect(edit.getByLabel("CSS")).toHaveValue(".quote { font-style: italic; }");
  await edit.getByLabel("Title").fill(renamed);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Extension saved")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rows.filter({ hasText: renamed })).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirmDelete(page, "Delete extension?");
  await expect(rows.filter({ hasText: renamed })).toHaveCount(0);
});

test("an admin creates a custom and a generated API key, sees them masked, copies one and calls the public API with it, and deletes them", async ({
  page,
  context,
  request,
}) => {
  // The longest flow here (two keys, a publish, the feed): room for a busy machine.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await loginAndOpen(page, `${consolePath}/apis`);
  await expect(
    page.getByRole("heading", { name: "API keys", level: 2, exact: true }),
  ).toBeVisible();
  const field = page.getByLabel("Custom key (optional)");
  const nameField = page.getByRole("textbox", { name: /^Name/ });
  const rows = page.getByTestId("api-key-row");

  // A key needs a name: it is the author of what the key publishes.
  await page.getByRole("button", { name: "Generate API key" }).click();
  await expect(page.getByText("This field is required!")).toBeVisible();
  await expect(nameField).toBeFocused();

  const customName = `Wire ${stamp()}`;
  await nameField.fill(customName);
  await field.fill("nøkkel-med-æøå");
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(
    page.getByText("The API key may only hold the letters A–Z, digits, dashes and underscores."),
  ).toBeVisible();

  // A custom key must not be much easier to guess than a generated one.
  await field.fill("too-short-key");
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByText("The value must have at least 20 characters!")).toBeVisible();

  const custom = `e2e-custom-key-${stamp()}`;
  await field.fill(custom);
  await page.getByRole("button", { name: "Create API key" }).click();
  const customRow = rows.filter({ hasText: maskApiKey(custom) });
  await expect(customRow).toHaveCount(1);
  await expect(customRow.getByTestId("api-key-name")).toHaveText(customName);
  await expect(customRow).toContainText("by Ada Admin");
  await expect(field).toHaveValue("");
  await expect(nameField).toHaveValue("");

  await nameField.fill(customName);
  await field.fill(custom);
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByText(`The ${custom} API key already exists!`)).toBeVisible();
  await field.fill("");

  const generatedName = `Score feed ${stamp()}`;
  await nameField.fill(generatedName);
  const before = await rows.count();
  await page.getByRole("button", { name: "Generate API key" }).click();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.first().getByTestId("api-key-name")).toHaveText(generatedName);
  const masked = (await rows.first().getByTestId("api-key-value").textContent())?.trim() ?? "";
  expect(masked).toMatch(/^[A-Za-z0-9_-]{4}…[A-Za-z0-9_-]{4}$/);

  await rows.first().getByRole("button", { name: "Copy API key" }).click();
  await expect(rows.first().getByRole("button", { name: "Copied" })).toBeVisible();
  const generated = await page.evaluate(() => navigator.clipboard.readText());
  expect(generated).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(maskApiKey(generated)).toBe(masked);
  // A key is a password: never on the page whole, nor in the list the server answers.
  expect(await page.content()).not.toContain(generated);
  expect(await page.content()).not.toContain(custom);
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const listed = await request.get(`/api/accounts/${DEMO.host}/api-keys`, { headers: admin });
  expect(listed.status()).toBe(200);
  expect(await listed.text()).toContain(masked);
  expect(await listed.text()).not.toContain(generated);
  // The copy went through its own call, which the activity log records by the masked key.
  const reveals = await request.get(`/api/accounts/${DEMO.host}/activity?action=api-key.reveal`, {
    headers: admin,
  });
  const revealed = ((await reveals.json()) as { items: { target: { name: string } | null }[] })
    .items;
  expect(revealed.map((e) => e.target?.name)).toContain(masked);

  // The copied key opens the public API.
  const channels = await request.get("/api/public/v1/channels", {
    headers: { "x-api-key": generated },
  });
  expect(channels.status()).toBe(200);
  const channelList = (await channels.json()) as { id: string; name: string }[];
  expect(channelList.map((c) => c.name)).toContain("Match day");

  // What the key publishes is written by the key's name, in the feed and the activity log.
  const matchDay = channelList.find((c) => c.name === "Match day")!;
  const title = `Published by a key ${stamp()}`;
  const published = await request.post(`/api/public/v1/channels/${matchDay.id}/posts`, {
    headers: { "x-api-key": generated },
    data: { title },
  });
  expect(published.status()).toBe(201);
  await page.goto(`${DEMO.channelsPath}/${matchDay.id}`);
  const post = page.getByRole("article").filter({ hasText: title });
  await expect(post).toContainText(generatedName);
  const log = await request.get(`/api/accounts/${DEMO.host}/activity?action=api-key.publish`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const entries = ((await log.json()) as { items: { actor: { displayName: string } }[] }).items;
  expect(entries.map((e) => e.actor.displayName)).toContain(generatedName);
  await page.goto(`${consolePath}/apis`);

  // The usage panel: the reference and a first request with the newest key, copied whole.
  // Newest on the page as it loads: this test's, or one a test running beside it made since.
  const usage = page.getByRole("region", { name: "Use the API" });
  await expect(usage.getByRole("link", { name: "Open the API reference" })).toHaveAttribute(
    "href",
    "/api/docs",
  );
  await expect(rows.filter({ hasText: masked })).toHaveCount(1);
  const newest = (await rows.first().getByTestId("api-key-value").textContent())?.trim() ?? "";
  await expect(usage.getByTestId("api-curl-example")).toContainText(`x-api-key: ${newest}`);
  await usage.getByRole("button", { name: "Copy the command with the whole key" }).click();
  await expect(usage.getByRole("button", { name: "Copied" })).toBeVisible();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  const copied =
    /^curl -H "x-api-key: ([A-Za-z0-9_-]+)" http:\/\/[^ ]+\/api\/public\/v1\/channels$/.exec(
      command,
    );
  expect(copied?.[1] && maskApiKey(copied[1])).toBe(newest);

  for (const key of [generated, custom]) {
    await rows
      .filter({ hasText: maskApiKey(key) })
      .getByRole("button", { name: "Delete API key" })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete API key?" });
    await expect(confirm).toContainText(maskApiKey(key));
    await expect(confirm).toContainText(key === custom ? customName : generatedName);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(rows.filter({ hasText: maskApiKey(key) })).toHaveCount(0);
  }
  // Deleted: the key stops at once.
  const refused = await request.get("/api/public/v1/channels", {
    headers: { "x-api-key": generated },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ errorKey: "api-key-invalid" });
});

test("an admin switches a feature off and on; the profile carries it", async ({
  page,
  request,
}) => {
  const jwt = await adminToken(request);
  const headers = { Authorization: `Bearer ${jwt}` };
  const disabled = async () => {
    const res = await request.get(`/api/accounts/${DEMO.host}/features`, { headers });
    return ((await res.json()) as { disabledFeatures: string[] }).disabledFeatures;
  };
  const original = await disabled();
  try {
    await loginAndOpen(page, `${consolePath}/features`);
    await expect(
      page.getByRole("heading", { name: "Features", level: 2, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("feature-inlineImageUrlUpload")).toContainText("Opt-in");

    const infogram = page.getByTestId("feature-inlineInfogram").getByRole("checkbox");
    await expect(infogram).toBeChecked();
    await page.getByTestId("feature-inlineInfogram").locator("[data-part=control]").click();
    await expect(infogram).not.toBeChecked();
    await expect(page.getByText("You have unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save features" }).click();
    await expect(page.getByText("Features saved")).toBeVisible();
    expect(await disabled()).toContain("inlineInfogram");

    const overview = await request.get("/api/profile/overview", { headers });
    const body = (await overview.json()) as { mainAccount: { disabledFeatures: string[] } };
    expect(body.mainAccount.disabledFeatures).toContain("inlineInfogram");

    await page.reload();
    await expect(
      page.getByTestId("feature-inlineInfogram").getByRole("checkbox"),
    ).not.toBeChecked();
    await page.getByTestId("feature-inlineInfogram").locator("[data-part=control]").click();
    await page.getByRole("button", { name: "Save features" }).click();
    await expect(page.getByText("All changes are saved")).toBeVisible();
    expect(await disabled()).not.toContain("inlineInfogram");
  } finally {
    await request.post(`/api/accounts/${DEMO.host}/disabled-features`, {
      headers,
      data: { features: original },
    });
  }
});

test("the console home links to the console pages, in both languages", async ({ page }) => {
  await loginAndOpen(page, consolePath);
  const nav = page.getByRole("navigation", { name: "Console pages" });
  for (const name of [
    "Usage settings",
    "Media",
    "Advanced settings",
    "Features",
    "API keys",
    "Tags",
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "API keys", exact: true }).click();
  await expect(page).toHaveURL(`${consolePath}/apis`);
  await page.goto(`/no${consolePath}`);
  await expect(
    page
      .getByRole("navigation", { name: "Konsollsider" })
      .getByRole("link", { name: "Funksjoner", exact: true }),
  ).toBeVisible();
});
