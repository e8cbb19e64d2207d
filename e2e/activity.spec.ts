import { expect, test } from "@playwright/test";
import { api, auth, createChannel } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

const details = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;

test("an admin renames a channel and sees it in the activity log; the statistics count it and its live reader", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const a = await api(request);
  const name = unique("Activity channel");
  const channelId = await createChannel(a, name);

  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const renamed = `${name} (renamed)`;
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const settings = page.getByRole("dialog", { name: "Channel settings" });
  await settings.getByLabel("Channel name").fill(renamed);
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();

  await page.goto(`${details}/activity`);
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
  // Other spec files write to the same log at the same time: find ours among the newest.
  const top = page
    .getByTestId("activity-entry")
    .filter({ hasText: `renamed the channel to ${renamed}` });
  await expect(top).toContainText("Ada Admin");
  await expect(top).toContainText(`Before: ${name}`);
  await expect(top.locator("time")).toHaveText(/now|second|minute/);
  await expect(page.getByTestId("activity-range").first()).toHaveText(/^1 - \d+ of \d+$/);

  // The same entry in Norwegian.
  await page.goto(`/no${details}/activity`);
  await expect(
    page.getByTestId("activity-entry").filter({ hasText: `ga kanalen nytt navn: ${renamed}` }),
  ).toBeVisible();
  await expect(page.getByTestId("activity-range").first()).toHaveText(/^1 - \d+ av \d+$/);

  // A reader follows the channel's embed: the statistics count them.
  const reader = await browser.newContext();
  const embed = await reader.newPage();
  await embed.goto(`/embed/${channelId}?lang=en`);
  await expect(embed.locator(".t-channel")).toBeVisible();
  await expect(embed.locator("html")).toHaveAttribute("data-live", "open");

  await page.goto(`${details}/statistics`);
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expect(page.getByTestId("stat-channels")).toContainText(/\d+/);
  const row = page.getByTestId("live-readers").getByRole("row").filter({ hasText: renamed });
  await expect(row).toContainText("1");
  await expect(page.getByTestId("stat-readers")).toContainText(/Live readers\s*[1-9]/);
  await expect(page.getByTestId("users-admin")).toContainText(/\d/);
  await reader.close();

  // Clean up: archive the channel (recorded too).
  const res = await request.post(`/api/channels/${DEMO.host}/${channelId}/archive`, {
    headers: auth(a),
  });
  expect(res.ok()).toBe(true);
  await page.goto(`${details}/activity`);
  await expect(
    page.getByTestId("activity-entry").filter({ hasText: `archived the channel ${renamed}` }),
  ).toBeVisible();
});

test("editors and guests cannot read the activity log or statistics", async ({ request }) => {
  for (const who of ["editor", "guest"] as const) {
    const { email, password } = DEMO.users[who];
    const login = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
      data: { email, password },
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}` };
    for (const path of ["activity", "statistics"]) {
      const res = await request.get(`/api/accounts/${DEMO.host}/${path}`, { headers });
      expect(res.status(), `${who} ${path}`).toBe(403);
    }
  }
});

test("an admin narrows the activity log by search, action, person and day, and clears it", async ({
  page,
  request,
}) => {
  const a = await api(request);
  const name = unique("Filtered channel");
  const channelId = await createChannel(a, name);
  const renamed = `${name} (renamed)`;
  const res = await request.post(
    `/api/channels/${DEMO.host}/${channelId}/rename?channelName=${encodeURIComponent(renamed)}`,
    { headers: auth(a) },
  );
  expect(res.ok()).toBe(true);

  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`${details}/activity`);
  const entries = page.getByTestId("activity-entry");
  await expect(entries.first()).toBeVisible();

  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`renamed the channel to ${renamed}`);
  await expect(page).toHaveURL(/q=Filtered/);

  await page.getByRole("combobox", { name: "Action" }).selectOption("Channel created");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`created the channel ${name}`);

  await page.getByRole("combobox", { name: "Person" }).selectOption("Ada Admin");
  await expect(entries).toHaveCount(1);

  // Days long gone: nothing matches, and the page says so.
  await page.getByLabel("To", { exact: true }).fill("2001-01-01");
  await expect(page.getByText("No entries match")).toBeVisible();
  await expect(entries).toHaveCount(0);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  await expect(entries.first()).toBeVisible();
  await expect(page.getByText("No entries match")).toBeHidden();
});
