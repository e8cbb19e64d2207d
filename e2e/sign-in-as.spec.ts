import { expect, type Page, test } from "@playwright/test";
import { adminJwt, createOwnUser } from "./profile-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/** "Sign in as": the admin represents a user of this spec's own, sees the banner, ends it. */
async function representedToken(page: Page, userId: string): Promise<string> {
  const jwt = await adminJwt(page.request);
  const res = await page.request.post(`/api/users/${DEMO.host}/${userId}/sign-in-as`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(res.ok(), `sign-in-as: ${res.status()}`).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

test("represent a user, see the banner on every page, end the session", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await createOwnUser(request, "represented");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);

  await page.goto(`/auto-login#token=${await representedToken(page, user.userId)}`);
  await expect(page).toHaveURL(DEMO.channelsPath);
  // No token left in the address or history entry.
  expect(page.url()).not.toContain("token=");
  const banner = page.getByTestId("representing-banner");
  await expect(banner).toContainText("You're representing another user");
  await expect(banner).toContainText(user.displayName);
  await expect(page.getByRole("button", { name: "User menu" })).toContainText(user.displayName);

  // The banner stays in the publishing suite too.
  await page.getByText("Election night").first().click();
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}/);
  await expect(banner).toBeVisible();

  await banner.getByRole("button", { name: "End session" }).click();
  await expect(page).toHaveURL(DEMO.channelsPath);
  await expect(page.getByTestId("representing-banner")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ada Admin");
  expect(await page.evaluate(() => sessionStorage.getItem("temp-token"))).toBeNull();
});

test("the users list's Sign in as asks first, then represents the user", async ({
  page,
  request,
}) => {
  const user = await createOwnUser(request, "listed");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`/accounts/${DEMO.domain}/${DEMO.accountKey}/users`);
  await page.waitForLoadState("networkidle");
  const button = page.getByRole("button", { name: `Sign in as ${user.displayName}` });
  // The users list pages through many users; search narrows it when it offers a search.
  const search = page
    .getByRole("searchbox")
    .or(page.getByPlaceholder(/search/i))
    .first();
  if (!(await button.isVisible().catch(() => false)) && (await search.count()) > 0) {
    await search.fill(user.email);
  }
  await button.click();
  const confirm = page.getByRole("alertdialog", { name: `Sign in as ${user.displayName}?` });
  await confirm.getByRole("button", { name: "Sign in as user" }).click();
  await expect(page.getByTestId("representing-banner")).toContainText(user.displayName);
  await page.getByRole("button", { name: "End session" }).click();
  await expect(page.getByTestId("representing-banner")).toHaveCount(0);
});

test("a missing or invalid token says sign-in-as failed", async ({ page }) => {
  await page.goto("/auto-login#token=not.a.token");
  await expect(page.getByTestId("auto-login-failed")).toContainText(
    "Signing in as this user failed.",
  );
  await page.goto("/no/auto-login");
  await expect(page.getByTestId("auto-login-failed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tilbake til Ticker" })).toBeVisible();
});
