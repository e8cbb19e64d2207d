import { crc32, deflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { newestMailTo } from "./invitations-helpers";
import { login } from "./support/auth";
import { DEMO } from "./support/demo";

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
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = Math.round((x / size) * 255);
      row[2 + x * 3] = Math.round((y / size) * 180);
      row[3 + x * 3] = 200;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
