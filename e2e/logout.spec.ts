import { expect, test } from "@playwright/test";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test("logout returns to the login page and forgets the session", async ({ page, request }) => {
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).not.toBeNull();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // The server ended the session: a copy of the token is worth nothing, nor can it be renewed.
  const profile = await request.get("/api/profile/overview", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(401);
  expect(await profile.json()).toMatchObject({ errorKey: "session-ended" });
  const renewal = await request.post("/api/auth/update", { data: { jwt: token } });
  expect(renewal.status()).toBe(401);

  // The protected page now sends us back to login.
  await page.goto(DEMO.channelsPath);
  await expect(page).toHaveURL(/\/login/);
});
