import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  appForFile,
  authenticate as authenticateAt,
  DEMO,
  expectError,
  postRaw,
  signIn,
  TEST_JWT_SECRET,
} from "./helpers/test-app";

const t = await appForFile();

const authenticate = (payload: unknown, domain = "demo") => authenticateAt(t.app, payload, domain);
const AUTHENTICATE = "/api/auth/demo/authenticate";

describe("GET /api/auth/get-domain-addresses", () => {
  it("lists the seeded domain", async () => {
    const res = await t.app.inject({ url: "/api/auth/get-domain-addresses" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { displayName: "Demo (Europe)", address: "demo", ssoProviders: [] },
    ]);
  });
});

describe("POST /api/auth/{domain}/authenticate", () => {
  it("answers a jwt carrying the user and domain", async () => {
    const res = await authenticate(DEMO.admin);
    expect(res.statusCode).toBe(200);
    const { jwt } = res.json<{ jwt: string }>();
    const verified = await t.tokens.verify(jwt);
    expect(verified).toMatchObject({ ok: true, claims: { domain: "demo" } });
  });

  it("accepts the email in any case and surrounding spaces", async () => {
    const res = await authenticate({
      email: "  ADMIN@Ticker.Local ",
      password: DEMO.admin.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it("rejects a wrong password with not-authenticated", async () => {
    expectError(
      await authenticate({ ...DEMO.admin, password: "Wrong-pass-1" }),
      401,
      "not-authenticated",
    );
  });

  it("rejects an unknown user the same way", async () => {
    expectError(
      await authenticate({ email: "nobody@ticker.local", password: "Whatever-1" }),
      401,
      "not-authenticated",
    );
  });

  it("answers unknown-domain for a domain that does not exist", async () => {
    expectError(await authenticate(DEMO.admin, "atlantis"), 404, "unknown-domain");
  });

  it("answers malformed-json for a broken body", async () => {
    const res = await postRaw(t.app, AUTHENTICATE, "application/json", '{"email": "a@b.c", ');
    expectError(res, 400, "malformed-json");
  });

  it("answers malformed-json for an empty JSON body", async () => {
    const res = await postRaw(t.app, AUTHENTICATE, "application/json", "");
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toMatch(/malformed-json|validation-failed/);
  });

  it("answers validation-failed with fields for wrong types", async () => {
    const body = expectError(
      await authenticate({ email: 42, password: ["x"] }),
      400,
      "validation-failed",
    );
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(["email", "password"]);
  });

  it("answers validation-failed for missing fields", async () => {
    const body = expectError(
      await authenticate({ email: "admin@ticker.local" }),
      400,
      "validation-failed",
    );
    expect(body.fields).toHaveProperty("password");
  });

  it("answers validation-failed for a non-object body", async () => {
    expectError(await authenticate([1, 2]), 400, "validation-failed");
  });

  it("answers unsupported-media-type for a form post", async () => {
    const form = "application/x-www-form-urlencoded";
    const res = await postRaw(t.app, AUTHENTICATE, form, "email=a&password=b");
    expectError(res, 415, "unsupported-media-type");
  });

  it("answers payload-too-large for a huge body", async () => {
    const res = await authenticate({ email: "a@b.c", password: "x".repeat(2_000_000) });
    expectError(res, 413, "payload-too-large");
  });
});

describe("single sign-on", () => {
  for (const provider of ["google", "msal"]) {
    it(`authenticate-by-${provider} answers sso-unavailable`, async () => {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/auth/demo/authenticate-by-${provider}`,
        payload: { idToken: "x" },
      });
      expectError(res, 400, "sso-unavailable");
    });
  }
});

describe("POST /api/auth/update", () => {
  it("exchanges a valid token for a fresh one that works", async () => {
    const jwt = await signIn(t.app, "editor");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/update", payload: { jwt } });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ jwt: string }>().jwt;
    const profile = await t.app.inject({
      url: "/api/profile/overview",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it("refuses an expired token with token-expired", async () => {
    const user = await t.repos.users.findByEmail("demo", DEMO.admin.email);
    const expired = await t.tokens.sign(
      { userId: user!.id, domain: "demo" },
      Math.floor(Date.now() / 1000) - 60,
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt: expired },
    });
    expectError(res, 401, "token-expired");
  });

  it("refuses a tampered token with token-invalid", async () => {
    const jwt = await signIn(t.app, "admin");
    const [h, p, s] = jwt.split(".");
    const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString(
      "base64url",
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt: `${h}.${forged}.${s}` },
    });
    expectError(res, 401, "token-invalid");
  });

  it("refuses garbage and a missing jwt", async () => {
    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt: "nope" },
    });
    expectError(garbage, 401, "token-invalid");
    const missing = await t.app.inject({ method: "POST", url: "/api/auth/update", payload: {} });
    expectError(missing, 400, "validation-failed");
  });

  it("refuses a rightly signed token that never expires (no exp), on every route", async () => {
    const user = await t.repos.users.findByEmail("demo", DEMO.admin.email);
    const sid = await t.repos.sessions.start(user!.id);
    const forever = await new SignJWT({ dom: "demo", sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user!.id)
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const renewed = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt: forever },
    });
    expectError(renewed, 401, "token-invalid");
    const profile = await t.app.inject({
      url: "/api/profile/overview",
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(profile.statusCode).toBe(401);
  });

  it("refuses a token signed with another secret", async () => {
    const { Tokens } = await import("../../server/auth/tokens");
    const user = await t.repos.users.findByEmail("demo", DEMO.admin.email);
    const other = await new Tokens("another-secret-another-secret-another").sign({
      userId: user!.id,
      domain: "demo",
      sessionId: await t.repos.sessions.start(user!.id),
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt: other },
    });
    expectError(res, 401, "token-invalid");
  });
});

describe("a deleted user", () => {
  it("loses access with the token it still holds", async () => {
    const user = await t.repos.users.insert({
      domain: "demo",
      email: "temp@ticker.local",
      username: "temp",
      display_name: "Temp",
      password_hash: null,
      avatar_url: null,
      google_subject: null,
      microsoft_subject: null,
      main_account_id: (await t.repos.accounts.findByKey("demo", "newsroom"))!.id,
    });
    const jwt = await t.tokens.sign({ userId: user.id, domain: "demo" });
    await t.db.db.deleteFrom("users").where("id", "=", user.id).execute();
    const res = await t.app.inject({
      url: "/api/profile/overview",
      headers: { authorization: `Bearer ${jwt}` },
    });
    expectError(res, 401, "token-invalid");
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt },
    });
    expectError(refresh, 401, "token-invalid");
  });
});
