import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoApp } from "./helpers/demo";
import { passwordLogin, putUsageSettings, STAND_IN_SSO } from "./helpers/sso-stand-in";
import { createTestApp, DEMO, expectError, type TestContext } from "./helpers/test-app";

/** Usage settings that enforce one SSO method refuse password sign-in to the account's members. */
const { t, admin } = await demoApp({ sso: STAND_IN_SSO });

const usage = (body: object, app = t.app) => putUsageSettings(app, admin, body);
const login = (who: keyof typeof DEMO) => passwordLogin(t.app, who);

describe("enforced single sign-on", () => {
  it("refuses passwords for every member when no domains are listed", async () => {
    expect((await usage({ enforceGoogleSignIn: true })).statusCode).toBe(200);
    expectError(await login("editor"), 403, "sso-required-google");
  });

  it("applies only to the allowed email domains when they are listed", async () => {
    expect(
      (await usage({ enforceMsSignIn: true, enforceMsSignInFrom: ["example.com"] })).statusCode,
    ).toBe(200);
    expect((await login("editor")).statusCode).toBe(200);
    expect(
      (await usage({ enforceMsSignIn: true, enforceMsSignInFrom: ["ticker.local"] })).statusCode,
    ).toBe(200);
    expectError(await login("guest"), 403, "sso-required-microsoft");
  });

  it("lets passwords in again once switched off", async () => {
    expect((await usage({})).statusCode).toBe(200);
    expect((await login("editor")).statusCode).toBe(200);
  });

  it("still answers wrong passwords as not-authenticated, revealing nothing", async () => {
    await usage({ enforceGoogleSignIn: true });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo/authenticate",
      payload: { email: DEMO.editor.email, password: "wrong" },
    });
    expectError(res, 401, "not-authenticated");
    await usage({});
  });
});

describe("a provider this server has not configured", () => {
  /** The same database behind a server with only Google configured. */
  let googleOnly: TestContext;
  let bare: TestContext;
  beforeAll(async () => {
    googleOnly = await createTestApp({}, t.db, { google: STAND_IN_SSO.google });
    bare = await createTestApp({}, t.db);
  });
  afterAll(async () => {
    await googleOnly.close();
    await bare.close();
  });

  it("cannot be enforced, so nobody is locked out by it", async () => {
    expectError(
      await usage({ enforceGoogleSignIn: true }, bare.app),
      400,
      "sso-provider-not-configured",
    );
    expectError(
      await usage({ enforceMsSignIn: true, enforceMsSignInFrom: ["ticker.local"] }, googleOnly.app),
      400,
      "sso-provider-not-configured",
    );
    expect((await t.repos.accounts.findByKey("demo", "newsroom"))!.settings).toMatchObject({
      enforceGoogleSignIn: false,
      enforceMsSignIn: false,
    });
    expect((await login("admin")).statusCode).toBe(200);
    // A configured one still can.
    expect((await usage({ enforceGoogleSignIn: true }, googleOnly.app)).statusCode).toBe(200);
    await usage({});
  });

  it("is not offered: the regions list names the configured providers only", async () => {
    const providers = async (app: TestContext) =>
      (await app.app.inject({ url: "/api/auth/get-domain-addresses" }))
        .json<{ ssoProviders: string[] }[]>()
        .map((d) => d.ssoProviders);
    expect(await providers(bare)).toEqual([[]]);
    expect(await providers(googleOnly)).toEqual([["google"]]);
    expect(await providers(t)).toEqual([["google", "microsoft"]]);
  });
});
