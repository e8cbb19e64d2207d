import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestApp,
  DEMO,
  expectError,
  signIn,
  type TestContext,
} from "./helpers/test-app";

/** Usage settings that enforce one SSO method refuse password sign-in to the account's members. */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

const usage = (body: object) =>
  t.app.inject({
    method: "PUT",
    url: "/api/accounts/newsroom.demo/usage-settings",
    headers: bearer(admin),
    payload: {
      enforceGoogleSignIn: false,
      enforceGoogleSignInFrom: [],
      enforceMsSignIn: false,
      enforceMsSignInFrom: [],
      ...body,
    },
  });
const login = (who: keyof typeof DEMO) =>
  t.app.inject({ method: "POST", url: "/api/auth/demo/authenticate", payload: DEMO[who] });

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
