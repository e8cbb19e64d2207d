import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { api, auth, createChannel, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

const statistics = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details/statistics`;

/** A reader following the channel's embed, in a browser context of their own. */
async function reader(browser: Browser, channelId: string) {
  const context = await browser.newContext();
  const embed = await context.newPage();
  await embed.goto(`/embed/${channelId}?lang=en`);
  await expect(embed.locator("html")).toHaveAttribute("data-live", "open");
  return context;
}

async function chooseChannel(page: Page, label: string, name: string) {
  const panel = page.getByRole("region", { name: label });
  await panel.getByRole("combobox").selectOption({ label: name });
  return panel;
}

test("the night on a chart: readers show within a minute, with the peak, a table and a CSV, in both languages and themes", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await api(request);
  const name = unique("Night chart");
  const channelId = await createChannel(a, name);
  for (const title of ["Polls close", "First results"]) await publish(a, channelId, { title });
  const readers = [await reader(browser, channelId), await reader(browser, channelId)];

  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(statistics);
  const panel = await chooseChannel(page, "Readers through the night", name);
  // The chart's last point is now: both readers are on it at once, not a minute later.
  await expect(panel.getByTestId("audience-peak")).toHaveText(/^Peak: 2 readers at /);
  await expect(panel.getByTestId("audience-chart").locator("canvas").first()).toBeVisible();
  await expect(panel.getByTestId("audience-chart")).toHaveAttribute("data-theme", "light");

  // The same figures as text, newest hour first: two readers, two posts.
  await panel.getByRole("button", { name: "Show as table" }).click();
  const newest = panel.getByTestId("audience-table").getByRole("row").nth(1);
  await expect(newest.getByRole("cell")).toHaveText([/./, "2", "2", "0"]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name}-24h.csv`);
  const csv = readFileSync(await download.path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("hour_utc,peak_readers,posts,contributions");
  expect(lines).toHaveLength(25);
  expect(lines.at(-1)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z,2,2,0$/);

  // A wider window draws an hour a point and keeps the peak.
  await panel.getByText("7 d", { exact: true }).click();
  await expect(panel.getByTestId("audience-peak")).toHaveText(/^Peak: 2 readers at /);

  // Norwegian, dark.
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.goto(`/no${statistics}`);
  const norsk = await chooseChannel(page, "Lesere gjennom natten", name);
  await expect(norsk.getByTestId("audience-peak")).toHaveText(/^Toppen: 2 lesere kl\. /);
  await expect(norsk.getByTestId("audience-chart")).toHaveAttribute("data-theme", "dark");
  await expect(norsk.getByRole("button", { name: "Last ned CSV" })).toBeVisible();

  for (const context of readers) await context.close();
  await a.request.post(`/api/channels/${DEMO.host}/${channelId}/archive`, { headers: auth(a) });
});
