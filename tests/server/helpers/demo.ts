import type { LightMyRequestResponse } from "fastify";
import { afterAll, expect } from "vitest";
import type { Rights, Role } from "../../../domain/roles";
import { ZChannel } from "../../../domain/schemas/channel";
import { type Post, ZPost } from "../../../domain/schemas/post";
import { hashPassword } from "../../../server/auth/password";
import type { SsoVerifier } from "../../../server/auth/sso";
import type { Env } from "../../../server/config";
import type { UserRow } from "../../../server/db/schema";
import { authenticate, bearer, createTestApp, signIn, type TestContext } from "./test-app";

/** The seeded demo's admin, editor and guest of the newsroom, each signed in. */
export const signInDemoUsers = (t: TestContext) =>
  Promise.all((["admin", "editor", "guest"] as const).map((who) => signIn(t.app, who)));

export interface DemoAppOptions {
  /** Configuration on top of the test defaults. */
  env?: Env;
  /** Stands in for the identity providers; without it none is configured. */
  sso?: SsoVerifier;
  /** What `call` puts before each url. */
  prefix?: string;
}

/**
 * The setup most server suites share, awaited at the top of a test file: an app over a fresh
 * copy of the seeded database, closed after the file's tests, with the demo's admin, editor and
 * guest signed in and a `call` for injected requests.
 */
export async function demoApp({ env = {}, sso, prefix = "/api" }: DemoAppOptions = {}) {
  const t = await createTestApp(env, undefined, sso);
  afterAll(() => t.close());
  const [admin, editor, guest] = await signInDemoUsers(t);
  return { t, call: caller(t, prefix), admin, editor, guest };
}

/** The seeded newsroom account and its two channels. */
export async function demoNewsroom(t: TestContext) {
  const newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
  const rows = await t.repos.channels.listActive(newsroomId);
  return {
    newsroomId,
    matchDayId: rows.find((c) => c.name === "Match day")!.id,
    electionId: rows.find((c) => c.name === "Election night")!.id,
  };
}

/** The id of a seeded demo user, by the start of their e-mail (`admin`, `editor`, `guest`). */
export const demoUserId = async (t: TestContext, who: "admin" | "editor" | "guest") =>
  (await t.repos.users.findByEmail("demo", `${who}@ticker.local`))!.id;

/** Gives the seeded editor exactly the rights in `allow` in `accountId`. */
export async function setDemoEditorAllow(t: TestContext, accountId: string, allow: string[]) {
  await t.db.db
    .updateTable("account_access")
    .set({ rights: JSON.stringify({ allow }) })
    .where("user_id", "=", await demoUserId(t, "editor"))
    .where("account_id", "=", accountId)
    .execute();
}

/**
 * Runs `fn` while `accountId` lets only `origins` embed its channels (its content access
 * setting, straight in the database), then puts its settings back.
 */
export async function withEmbedOrigins<T>(
  t: TestContext,
  accountId: string,
  origins: string[],
  fn: () => Promise<T>,
): Promise<T> {
  const { settings } = await t.db.db
    .selectFrom("accounts")
    .select("settings")
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
  const save = (next: object) =>
    t.db.db
      .updateTable("accounts")
      .set({ settings: JSON.stringify(next) })
      .where("id", "=", accountId)
      .execute();
  await save({ ...(settings as object), embedAllowedOrigins: origins });
  try {
    return await fn();
  } finally {
    await save(settings as object);
  }
}

/** Sets the features `accountId` has switched off (straight in the database). */
export async function setDisabledFeatures(t: TestContext, accountId: string, features: string[]) {
  await t.db.db
    .updateTable("accounts")
    .set({ disabled_features: JSON.stringify(features) })
    .where("id", "=", accountId)
    .execute();
}

export interface NewUserOptions {
  email: string;
  accountId: string;
  role: Role;
  rights?: Rights;
  /** Defaults to the e-mail address and its part before the @. */
  username?: string;
  name?: string;
  passwordHash?: string | null;
}

/** A new user of the demo domain holding `role` (and `rights`) in `accountId`, signed in by token. */
export async function newUser(t: TestContext, o: NewUserOptions) {
  const user: UserRow = await t.repos.users.insert({
    domain: "demo",
    email: o.email,
    username: o.username ?? o.email,
    display_name: o.name ?? o.email.split("@")[0]!,
    password_hash: o.passwordHash ?? null,
    main_account_id: o.accountId,
  });
  await t.repos.access.grant(user.id, o.accountId, o.role, o.rights ?? {});
  return { id: user.id, user, jwt: await t.tokens.sign({ userId: user.id, domain: "demo" }) };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Call = (
  method: Method,
  url: string,
  jwt?: string | null,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Injected calls with a token (if any) as bearer, urls below `prefix`; a payload only if given. */
export const caller =
  (t: TestContext, prefix = "/api"): Call =>
  (method, url, jwt, payload, headers = {}) =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: { ...(jwt ? bearer(jwt) : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

/** A new user with a password in the account `accountKey`, signed in through the login route. */
export async function passwordUser(t: TestContext, accountKey: string, role: Role, email: string) {
  const password = "Secret-pass-1";
  const account = (await t.repos.accounts.findByKey("demo", accountKey))!;
  await newUser(t, {
    email,
    accountId: account.id,
    role,
    passwordHash: await hashPassword(password),
  });
  const res = await authenticate(t.app, { email, password });
  expect(res.statusCode).toBe(200);
  return res.json<{ jwt: string }>().jwt;
}

/**
 * Admins the newsroom's top-level admin rules over but they do not: the admin of its @sports
 * sub-account only, and the admin of another organisation (@rival) in the same domain.
 */
export async function outsideAdmins(t: TestContext) {
  const sportsAdmin = await passwordUser(t, "sports", "admin", "sports-admin@ticker.local");
  await t.repos.accounts.insert({
    domain: "demo",
    account_key: "rival",
    name: "Rival Media",
    display_name: "Rival Media",
    organization_name: "Rival",
    parent_account_key: null,
  });
  const rivalAdmin = await passwordUser(t, "rival", "admin", "rival-admin@ticker.local");
  return { sportsAdmin, rivalAdmin };
}

/** A channel created through the API as `jwt` (so it is logged and counted), as answered. */
export async function channelByApi(call: Call, jwt: string, name: string, host = "newsroom.demo") {
  const res = await call("POST", `/channels/${host}`, jwt, { name, type: "", config: {} });
  expect(res.statusCode, res.body).toBe(201);
  return ZChannel.parse(res.json());
}

/** A fresh channel of `accountId`, so tests that count posts don't see each other's. */
export const newChannel = async (t: TestContext, accountId: string, name: string) =>
  (await t.repos.channels.insert({ account_id: accountId, name })).id;

/** Publishes `body` through the API as `jwt` and returns the post the server answers. */
export async function publishPost(
  t: TestContext,
  jwt: string,
  channelId: string,
  body: object,
  host = "newsroom.demo",
): Promise<Post> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/posts/${host}/${channelId}`,
    headers: bearer(jwt),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZPost.parse(res.json());
}
