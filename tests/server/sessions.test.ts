import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  SESSION_MAX_AGE_DAYS,
  SESSION_PRUNE_AFTER_HOURS,
  TOKEN_TTL_SECONDS,
} from "../../domain/constants";
import { Tokens } from "../../server/auth/tokens";
import { startScheduler } from "../../server/scheduler";
import { type MadeUser, makeUser } from "./helpers/profile-users";
import {
  appForFile,
  authenticate,
  bearer,
  createTestApp,
  expectError,
  TEST_JWT_SECRET,
} from "./helpers/test-app";

/** Server-side sessions: what ends them, and how long renewal may carry them. */
const t = await appForFile();

const overview = (jwt: string, app = t.app) =>
  app.inject({ url: "/api/profile/overview", headers: bearer(jwt) });
const renew = (jwt: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/auth/update", payload: { jwt } });
const logout = (jwt: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(jwt) });

async function signIn(person: MadeUser, password = person.password): Promise<string> {
  const res = await authenticate(t.app, { email: person.user.email, password });
  expect(res.statusCode).toBe(200);
  return res.json<{ jwt: string }>().jwt;
}

async function signInAs(adminJwt: string, userId: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/users/newsroom.demo/${userId}/sign-in-as`,
    headers: bearer(adminJwt),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ jwt: string }>().jwt;
}

/** Expects the token refused on requests and on renewal alike. */
async function expectEnded(jwt: string, errorKey = "session-ended", app = t.app) {
  expectError(await overview(jwt, app), 401, errorKey);
  expectError(await renew(jwt, app), 401, errorKey);
}

async function sessionIdOf(jwt: string): Promise<string> {
  const verified = await t.tokens.verify(jwt);
  if (!verified.ok) throw new Error(verified.errorKey);
  return verified.claims.sessionId;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function signedInDaysAgo(jwt: string, days: number): Promise<void> {
  await t.db.db
    .updateTable("sessions")
    .set({ created_utc: new Date(Date.now() - days * DAY_MS) })
    .where("id", "=", await sessionIdOf(jwt))
    .execute();
}

describe("POST /api/auth/logout", () => {
  it("ends the session on the server, and only that one", async () => {
    const person = await makeUser(t);
    const [phone, laptop] = [await signIn(person), await signIn(person)];
    const res = await logout(phone);
    expect(res.statusCode).toBe(204);
    await expectEnded(phone);
    expect((await overview(laptop)).statusCode).toBe(200);
  });

  it("needs a live token", async () => {
    expectError(
      await t.app.inject({ method: "POST", url: "/api/auth/logout" }),
      401,
      "unauthorized",
    );
  });
});

describe("a password change", () => {
  const change = (jwt: string, currentPassword: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/profile/password",
      headers: bearer(jwt),
      payload: { currentPassword, password, repeatPassword: password },
    });

  it("ends every other session of the user at once; the one that changed it stays", async () => {
    const person = await makeUser(t);
    const [here, stolen] = [await signIn(person), await signIn(person)];
    expect((await change(here, person.password, "Changed-pass-1")).statusCode).toBe(200);
    await expectEnded(stolen);
    expect((await overview(here)).statusCode).toBe(200);
    expect((await renew(here)).statusCode).toBe(200);
  });

  it("of an administrator ends the 'sign in as' sessions of their other sessions", async () => {
    const admin = await makeUser(t, { role: "admin" });
    const employee = await makeUser(t);
    const [here, elsewhere] = [await signIn(admin), await signIn(admin)];
    const represented = await signInAs(elsewhere, employee.user.id);
    const representedHere = await signInAs(here, employee.user.id);
    expect((await change(here, admin.password, "Changed-pass-1")).statusCode).toBe(200);
    await expectEnded(represented);
    expect((await overview(representedHere)).statusCode).toBe(200);
  });
});

describe("a password reset", () => {
  const start = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/password-reset/demo", payload: { email } });
  const complete = (code: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/password-reset/demo/${code}`,
      payload: { password, repeatPassword: password },
    });
  async function mailedCode(email: string): Promise<string> {
    expect((await start(email)).statusCode).toBe(202);
    const [mail] = await t.repos.outbox.list(email);
    return mail!.link!.split("/").pop()!;
  }

  it("ends every session of the user: a stolen token neither works nor renews", async () => {
    const person = await makeUser(t);
    const stolen = await signIn(person);
    const code = await mailedCode(person.user.email);
    expect((await complete(code, "Reset-pass-12")).statusCode).toBe(200);
    await expectEnded(stolen);
    expect((await overview(await signIn(person, "Reset-pass-12"))).statusCode).toBe(200);
  });

  it("only honours the newest code mailed", async () => {
    const person = await makeUser(t);
    const older = await mailedCode(person.user.email);
    const newer = await mailedCode(person.user.email);
    expect(newer).not.toBe(older);
    expectError(await complete(older, "Reset-pass-12"), 400, "reset-code-invalid");
    expect((await complete(newer, "Reset-pass-12")).statusCode).toBe(200);
  });
});

describe("an administrator removing access", () => {
  it("ends the user's sessions when access to an account is taken away", async () => {
    const admin = await signIn(await makeUser(t, { role: "admin" }));
    const person = await makeUser(t, { alsoIn: [{ accountKey: "sports", role: "user" }] });
    const jwt = await signIn(person);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/users/newsroom.demo/${person.user.id}/cross-publishing/sports`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(204);
    await expectEnded(jwt);
  });

  it("ends them when the user is deleted", async () => {
    const admin = await signIn(await makeUser(t, { role: "admin" }));
    const person = await makeUser(t);
    const jwt = await signIn(person);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/users/newsroom.demo/${person.user.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(204);
    await expectEnded(jwt, "token-invalid");
  });
});

describe("sign in as", () => {
  it("ends with the administrator's session", async () => {
    const admin = await signIn(await makeUser(t, { role: "admin" }));
    const represented = await signInAs(admin, (await makeUser(t)).user.id);
    expect((await logout(admin)).statusCode).toBe(204);
    await expectEnded(represented);
  });

  it("logs out alone: the administrator's own session stays", async () => {
    const admin = await signIn(await makeUser(t, { role: "admin" }));
    const represented = await signInAs(admin, (await makeUser(t)).user.id);
    expect((await logout(represented)).statusCode).toBe(204);
    await expectEnded(represented);
    expect((await overview(admin)).statusCode).toBe(200);
  });
});

describe("the maximum session lifetime", () => {
  it("stops renewal once the sign-in is older than the limit", async () => {
    const jwt = await signIn(await makeUser(t));
    await signedInDaysAgo(jwt, SESSION_MAX_AGE_DAYS + 1);
    await expectEnded(jwt, "token-expired");
  });

  it("never renews a token past the session's deadline", async () => {
    const jwt = await signIn(await makeUser(t));
    // Two hours left: renewal gives two hours, not the usual token lifetime.
    await signedInDaysAgo(jwt, SESSION_MAX_AGE_DAYS - 2 / 24);
    const res = await renew(jwt);
    expect(res.statusCode).toBe(200);
    const { exp } = JSON.parse(
      Buffer.from(res.json<{ jwt: string }>().jwt.split(".")[1]!, "base64url").toString(),
    ) as { exp: number };
    const now = Date.now() / 1000;
    expect(exp).toBeLessThan(now + 2 * 3600 + 60);
    expect(exp).toBeLessThan(now + TOKEN_TTL_SECONDS);
  });

  it("binds 'sign in as' to the administrator's sign-in time", async () => {
    const admin = await signIn(await makeUser(t, { role: "admin" }));
    const represented = await signInAs(admin, (await makeUser(t)).user.id);
    await signedInDaysAgo(admin, SESSION_MAX_AGE_DAYS + 1);
    await expectEnded(represented, "token-expired");
  });
});

describe("sessions across server processes", () => {
  it("a logout on one process is honoured by another sharing the database", async () => {
    const other = await createTestApp({}, t.db);
    try {
      const jwt = await signIn(await makeUser(t));
      expect((await overview(jwt, other.app)).statusCode).toBe(200);
      expect((await logout(jwt)).statusCode).toBe(204);
      await expectEnded(jwt, "session-ended", other.app);
    } finally {
      await other.close();
    }
  });
});

it("refuses a token that names no session (issued before sessions existed)", async () => {
  const person = await makeUser(t);
  const legacy = await new SignJWT({ dom: "demo" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(person.user.id)
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  await expectEnded(legacy, "token-invalid");
  // The same token with a made-up session is no better.
  const forged = await new Tokens(TEST_JWT_SECRET).sign({
    userId: person.user.id,
    domain: "demo",
    sessionId: randomUUID(),
  });
  await expectEnded(forged, "token-invalid");
});

describe("pruning sessions", () => {
  const exists = async (jwt: string) =>
    (await t.db.db
      .selectFrom("sessions")
      .select("id")
      .where("id", "=", await sessionIdOf(jwt))
      .executeTakeFirst()) !== undefined;
  const endedHoursAgo = async (jwt: string, hours: number) =>
    t.db.db
      .updateTable("sessions")
      .set({ revoked_utc: new Date(Date.now() - hours * 3_600_000) })
      .where("id", "=", await sessionIdOf(jwt))
      .execute();

  it("deletes ended and expired sessions a day after they ended, on the scheduler's hourly run", async () => {
    const admin = await signIn(await makeUser(t, { role: "admin" }));
    const live = await signIn(await makeUser(t));
    const justEnded = await signIn(await makeUser(t));
    const endedLongAgo = await signIn(await makeUser(t));
    const nearlyTooOld = await signIn(await makeUser(t));
    const tooOld = await signIn(await makeUser(t));
    const child = await signInAs(admin, (await makeUser(t)).user.id);
    await endedHoursAgo(justEnded, SESSION_PRUNE_AFTER_HOURS - 1);
    await endedHoursAgo(endedLongAgo, SESSION_PRUNE_AFTER_HOURS + 1);
    await signedInDaysAgo(nearlyTooOld, SESSION_MAX_AGE_DAYS);
    await signedInDaysAgo(tooOld, SESSION_MAX_AGE_DAYS + 2);
    // The administrator's session ended long ago: its "sign in as" session goes with it.
    await endedHoursAgo(admin, SESSION_PRUNE_AFTER_HOURS + 1);

    const scheduler = startScheduler(t.db.db, { intervalMs: 60_000 });
    await scheduler.tick();
    await scheduler.stop();

    expect(await exists(live)).toBe(true);
    expect(await exists(justEnded)).toBe(true);
    expect(await exists(nearlyTooOld)).toBe(true);
    expect(await exists(endedLongAgo)).toBe(false);
    expect(await exists(tooOld)).toBe(false);
    expect(await exists(admin)).toBe(false);
    expect(await exists(child)).toBe(false);
    // Still refused: an ended session answers as before, a deleted one is unknown.
    await expectEnded(justEnded);
    await expectEnded(endedLongAgo, "token-invalid");
    expect((await overview(live)).statusCode).toBe(200);
  });
});
