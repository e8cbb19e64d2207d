import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { createSsoVerifier, type SsoVerifier } from "../../server/auth/sso";
import { makeUser } from "./helpers/profile-users";
import {
  bearer,
  createTestApp,
  expectError,
  type TestContext,
  testConfig,
} from "./helpers/test-app";

/**
 * Binding Google and Microsoft to a profile and signing in by the bound subject. The providers
 * are the edge we cannot reach: a fake verifier accepts "good:<subject>" credentials.
 */
const fake: SsoVerifier = {
  google: async (credential) =>
    credential.startsWith("good:") ? { subject: credential.slice(5), email: "x@gmail.com" } : null,
  microsoft: async (credential) =>
    credential.startsWith("good:") ? { subject: `ms-${credential.slice(5)}` } : null,
};

let t: TestContext;
/** The same database behind an app with the fake providers. */
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: testConfig(), db: t.db.db, logger: false, sso: fake });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const post = (url: string, jwt?: string, payload?: Record<string, unknown>, on = app) =>
  on.inject({ method: "POST", url: `/api${url}`, headers: jwt ? bearer(jwt) : {}, payload });

describe("binding single sign-on to the profile", () => {
  it("binds and unbinds Google and Microsoft, shown in the profile", async () => {
    const { user, jwt } = await makeUser(t);
    const google = await post("/auth/bind-google", jwt, { credential: `good:${user.id}` });
    expect(google.json()).toEqual({ googleBound: true, microsoftBound: false });
    const ms = await post("/auth/bind-msal", jwt, { credential: `good:${user.id}` });
    expect(ms.json()).toEqual({ googleBound: true, microsoftBound: true });
    const row = (await t.repos.users.findById(user.id))!;
    expect(row).toMatchObject({ google_subject: user.id, microsoft_subject: `ms-${user.id}` });

    const profile = await app.inject({ url: "/api/profile/overview", headers: bearer(jwt) });
    expect(profile.json().userInformation.user).toMatchObject({
      googleBound: true,
      microsoftBound: true,
    });
    expect((await post("/auth/unbind-google", jwt)).json()).toEqual({
      googleBound: false,
      microsoftBound: true,
    });
    expect((await post("/auth/unbind-msal", jwt)).json()).toEqual({
      googleBound: false,
      microsoftBound: false,
    });
  });

  it("refuses a bad credential and a subject bound to someone else", async () => {
    const first = await makeUser(t);
    const second = await makeUser(t);
    expectError(
      await post("/auth/bind-google", first.jwt, { credential: "forged" }),
      400,
      "not-authenticated",
    );
    expectError(await post("/auth/bind-google", first.jwt, {}), 400, "validation-failed");
    await post("/auth/bind-google", first.jwt, { credential: "good:shared" });
    expectError(
      await post("/auth/bind-google", second.jwt, { credential: "good:shared" }),
      400,
      "sso-already-bound",
    );
    // Binding again to the same user is harmless.
    expect(
      (await post("/auth/bind-google", first.jwt, { credential: "good:shared" })).statusCode,
    ).toBe(200);
  });

  it("needs a signed-in user acting for themselves", async () => {
    expectError(
      await post("/auth/bind-google", undefined, { credential: "good:x" }),
      401,
      "unauthorized",
    );
    expectError(await post("/auth/unbind-msal"), 401, "unauthorized");
    const { user } = await makeUser(t);
    const admin = (await t.repos.users.findByEmail("demo", "admin@ticker.local"))!;
    const represented = await t.tokens.sign({ userId: user.id, domain: "demo", actorId: admin.id });
    expectError(
      await post("/auth/bind-google", represented, { credential: "good:takeover" }),
      403,
      "forbidden",
    );
    expectError(await post("/auth/unbind-google", represented), 403, "forbidden");
  });

  it("answers sso-unavailable when the provider is not configured", async () => {
    const { jwt } = await makeUser(t);
    // t.app has no client ids configured: the real verifier offers no provider.
    expectError(
      await post("/auth/bind-google", jwt, { credential: "good:x" }, t.app),
      400,
      "sso-unavailable",
    );
    expectError(await post("/auth/bind-msal", jwt, undefined, t.app), 400, "sso-unavailable");
    expectError(
      await post("/auth/demo/authenticate-by-google", undefined, {}, t.app),
      400,
      "sso-unavailable",
    );
    expectError(
      await post("/auth/demo/authenticate-by-msal", undefined, undefined, t.app),
      400,
      "sso-unavailable",
    );
  });
});

describe("signing in by a bound subject", () => {
  it("signs in the bound user only", async () => {
    const { user, jwt } = await makeUser(t);
    await post("/auth/bind-msal", jwt, { credential: `good:signin-${user.id}` });
    const res = await post("/auth/demo/authenticate-by-msal", undefined, {
      credential: `good:signin-${user.id}`,
    });
    expect(res.statusCode).toBe(200);
    const verified = await t.tokens.verify(res.json<{ jwt: string }>().jwt);
    expect(verified).toMatchObject({ ok: true, claims: { userId: user.id, domain: "demo" } });

    expectError(
      await post("/auth/demo/authenticate-by-google", undefined, { credential: "good:nobody" }),
      401,
      "not-authenticated",
    );
    expectError(
      await post("/auth/demo/authenticate-by-google", undefined, { credential: "forged" }),
      400,
      "not-authenticated",
    );
    expectError(
      await post("/auth/nowhere/authenticate-by-google", undefined, { credential: "good:x" }),
      404,
      "unknown-domain",
    );
  });
});

describe("the real verifier", () => {
  it("offers a provider only when its client id is configured", () => {
    expect(Object.keys(createSsoVerifier({}))).toEqual([]);
    const both = createSsoVerifier({ googleClientId: "g", microsoftClientId: "m" });
    expect(Object.keys(both).sort()).toEqual(["google", "microsoft"]);
  });

  it("rejects a token that is not a provider's", async () => {
    const verifier = createSsoVerifier({ googleClientId: "g", microsoftClientId: "m" });
    expect(await verifier.google!("not.a.jwt")).toBeNull();
    expect(await verifier.microsoft!("not-even-a-jwt")).toBeNull();
  });
});
