import { describe, expect, it } from "vitest";
import { liftSsoEnforcement } from "../../server/auth/sso-lift";
import { demoApp } from "./helpers/demo";
import { passwordLogin, putUsageSettings, STAND_IN_SSO } from "./helpers/sso-stand-in";
import { type DEMO, expectError } from "./helpers/test-app";

/** The operator's recovery (npm run sso:lift) when an organisation has locked itself out. */
const { t, admin } = await demoApp({ sso: STAND_IN_SSO });

const login = (who: keyof typeof DEMO) => passwordLogin(t.app, who);

describe("lifting enforced single sign-on", () => {
  it("lets every member, the administrator too, sign in with a password again", async () => {
    const saved = await putUsageSettings(t.app, admin, {
      enforceGoogleSignIn: true,
      enforceGoogleSignInFrom: ["ticker.local"],
    });
    expect(saved.statusCode).toBe(200);
    expectError(await login("admin"), 403, "sso-required-google");

    expect(await liftSsoEnforcement(t.db.db, "newsroom.demo")).toEqual({
      ok: true,
      host: "newsroom.demo",
      lifted: ["google"],
    });
    expect((await login("admin")).statusCode).toBe(200);
    expect((await login("editor")).statusCode).toBe(200);
    const { settings } = (await t.repos.accounts.findByKey("demo", "newsroom"))!;
    expect(settings).toMatchObject({
      enforceGoogleSignIn: false,
      enforceMsSignIn: false,
      enforceGoogleSignInFrom: ["ticker.local"],
    });
    // Running it again is harmless.
    expect(await liftSsoEnforcement(t.db.db, "newsroom.demo")).toMatchObject({ lifted: [] });
  });

  it("names what is wrong with the account it was given", async () => {
    expect(await liftSsoEnforcement(t.db.db, "newsroom")).toEqual({
      ok: false,
      reason: "invalid-host",
    });
    expect(await liftSsoEnforcement(t.db.db, "atlantis.demo")).toEqual({
      ok: false,
      reason: "unknown-account",
    });
  });
});
