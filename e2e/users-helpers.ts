import { type APIRequestContext, expect } from "@playwright/test";
import { newestMailTo, uniqueEmail } from "./invitations-helpers";
import { DEMO } from "./support/demo";

export const PASSWORD = "Users-e2e-Pass-1";

export async function adminToken(request: APIRequestContext): Promise<string> {
  const { email, password } = DEMO.users.admin;
  const res = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  expect(res.ok(), `authenticate: ${res.status()}`).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

export const auth = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

/**
 * A fresh user of @newsroom, made the way people join: an invitation, then the account created
 * from the mailed code. Never one of the demo users, which other specs rely on.
 */
export async function createUser(
  request: APIRequestContext,
  prefix: string,
  displayName: string,
): Promise<{ id: string; email: string; displayName: string }> {
  const jwt = await adminToken(request);
  const email = uniqueEmail(prefix);
  const invite = await request.post(`/api/invitations/${DEMO.host}`, {
    headers: auth(jwt),
    data: { email, accountKey: DEMO.accountKey, rights: { type: "normal", publish: true } },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const mail = await newestMailTo(email);
  const code = decodeURIComponent(mail.link!.slice(mail.link!.lastIndexOf("/") + 1));
  const created = await request.post(`/api/users/${DEMO.host}/create-from-invitation`, {
    data: { key: code, username: email, displayName, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const list = await request.get(`/api/users/${DEMO.host}`, { headers: auth(jwt) });
  const users = (await list.json()) as { userId: string; email: string }[];
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`user ${email} not listed`);
  return { id: user.userId, email, displayName };
}

/** Removes a user through the API (cleanup, or the concurrent change a test needs). */
export async function deleteUserByApi(request: APIRequestContext, id: string): Promise<void> {
  const jwt = await adminToken(request);
  await request.delete(`/api/users/${DEMO.host}/${id}`, { headers: auth(jwt) });
}

export async function crossAccess(
  request: APIRequestContext,
  method: "post" | "delete",
  id: string,
  accountKey: string,
): Promise<number> {
  const jwt = await adminToken(request);
  const res = await request[method](
    `/api/users/${DEMO.host}/${id}/cross-publishing/${accountKey}`,
    {
      headers: auth(jwt),
    },
  );
  return res.status();
}

export const usersPath = "/accounts/demo/newsroom/users";
