import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { newestMailTo } from "./invitations-helpers";
import { login } from "./support/auth";
import { DEMO } from "./support/demo";
import { encodePng } from "./support/png";

/** Profile and sign-in-as specs work on users of their own, so demo users stay as seeded. */
export interface OwnUser {
  userId: string;
  email: string;
  username: string;
  displayName: string;
  password: string;
}

export async function adminJwt(request: APIRequestContext): Promise<string> {
  const res = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: DEMO.users.admin,
  });
  expect(res.ok(), `authenticate: ${res.status()}`).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

/** Invites a new user into @newsroom through the API and accepts from the mailed link. */
export async function createOwnUser(request: APIRequestContext, label: string): Promise<OwnUser> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${label}-${tag}@example.com`;
  const admin = await adminJwt(request);
  const invite = await request.post(`/api/invitations/${DEMO.host}`, {
    headers: bearer(admin),
    data: { email, accountKey: DEMO.accountKey, rights: { type: "normal", publish: true } },
  });
  expect(invite.status(), `invite: ${await invite.text()}`).toBe(201);
  const mail = await newestMailTo(email);
  const key = new URL(mail.link!).pathname.split("/").pop()!;
  const user = {
    email,
    username: `${label}-${tag}`,
    displayName: `Pat ${label} ${tag}`,
    password: "Profile-pass-1",
  };
  const created = await request.post(`/api/users/${DEMO.host}/create-from-invitation`, {
    data: { key, username: user.username, displayName: user.displayName, password: user.password },
  });
  expect(created.status(), `create: ${await created.text()}`).toBe(201);
  const { jwt } = (await created.json()) as { jwt: string };
  const me = await request.get("/api/profile/overview", { headers: bearer(jwt) });
  expect(me.status(), `profile: ${await me.text()}`).toBe(200);
  const userId = ((await me.json()) as { userInformation: { user: { userId: string } } })
    .userInformation.user.userId;
  return { ...user, userId };
}

export async function signInOwn(page: Page, user: OwnUser): Promise<void> {
  await login(page, user.email, user.password);
  await expect(page).toHaveURL(DEMO.channelsPath);
}

/** Opens "Manage user" from the user menu (English or Norwegian labels). */
export async function openProfile(page: Page, locale: "en" | "no" = "en") {
  const labels =
    locale === "en"
      ? { menu: "User menu", item: "Manage user" }
      : { menu: "Brukermeny", item: "Administrer bruker" };
  await page.getByRole("button", { name: labels.menu }).click();
  const item = page.getByRole("menuitem", { name: labels.item });
  const dialog = page.getByTestId("manage-profile-dialog");
  // The menu mounts open on the click that loaded it (MenuOnDemand): an item clicked in that
  // same moment can reach the menu's state machine before it handles clicks (it flaked twice
  // in CI, the menu still open). No person clicks that fast; the item is clicked again then.
  await expect(async () => {
    if (!(await dialog.isVisible())) await item.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/** A real PNG photo: a diagonal gradient, so the crop shows something. */
export function photoPng(size = 240): Buffer {
  return encodePng(size, size, (x, y) => [
    Math.round((x / size) * 255),
    Math.round((y / size) * 180),
    200,
  ]);
}
