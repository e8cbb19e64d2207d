import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO, type DemoRole } from "./demo";

/** Fills and submits the (English) login form, opening /login unless already there. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  // Stay on a /login?redirectUrl=… page so the redirect back is part of what is tested.
  if (!page.url().includes("/login")) await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Ticker" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function loginAs(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = DEMO.users[role];
  await login(page, email, password);
}

/** Signs in as `role` (admin unless named), waits for the channels list, then opens `path`. */
export async function loginAndOpen(page: Page, path: string, role: DemoRole = "admin") {
  await loginAs(page, role);
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(path);
}

/** Asks the API directly, so tests can name ids the UI only shows in URLs. */
export async function channelIdByName(request: APIRequestContext, name: string): Promise<string> {
  const { email, password } = DEMO.users.admin;
  const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  expect(auth.ok(), `authenticate: ${auth.status()}`).toBe(true);
  const { jwt } = (await auth.json()) as { jwt: string };
  const list = await request.get(`/api/channels/${DEMO.host}`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(list.ok(), `channels: ${list.status()}`).toBe(true);
  const channels = (await list.json()) as { id: string; name: string }[];
  const channel = channels.find((c) => c.name === name);
  if (!channel) throw new Error(`No channel named ${name}`);
  return channel.id;
}
