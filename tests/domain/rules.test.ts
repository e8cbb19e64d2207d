import { describe, expect, it } from "vitest";
import { accountAbilities } from "../../domain/abilities";
import { enforcedSignInMethod } from "../../domain/account-settings";
import { ERROR_KEYS, isErrorKey } from "../../domain/errors";
import {
  FEATURE_FLAGS,
  featureSwitches,
  isFeatureEnabled,
  settingsWithSwitches,
} from "../../domain/features";
import { displayAccountKey, parseHost, toHost } from "../../domain/host";
import { isStrongPassword, passwordCategoryCount } from "../../domain/password";
import { defaultLandingPath } from "../../domain/paths";
import type { AccountAccess } from "../../domain/permissions";
import { rightFlags, roleDefaultRights } from "../../domain/roles";
import { ZPasswordResetCompleteRequest } from "../../domain/schemas/auth";
import { access } from "./fixtures";

/** An account as the profile presents it, as far as landing in it goes. */
const landing = (a: AccountAccess) => ({
  domain: a.accountDomain,
  accountKey: a.accountKey,
  abilities: accountAbilities({ access: a, userId: null }),
});

describe("host", () => {
  it("builds accountKey.accountDomain and splits it back on the dot", () => {
    const host = toHost({ accountKey: "newsroom", accountDomain: "demo" });
    expect(host).toBe("newsroom.demo");
    expect(parseHost(host)).toEqual({ accountKey: "newsroom", accountDomain: "demo" });
  });
  it("keeps the rest of a dotted domain", () => {
    expect(parseHost("key.eu.example")).toEqual({ accountKey: "key", accountDomain: "eu.example" });
  });
  it("rejects hosts without both parts", () => {
    for (const bad of ["", "nodot", ".demo", "key."]) expect(parseHost(bad)).toBeNull();
  });
  it("displays account keys with an @ prefix", () => {
    expect(displayAccountKey("newsroom")).toBe("@newsroom");
  });
});

describe("password rule", () => {
  it.each([
    ["alllowercase", 1, false],
    ["lowerUPPER", 2, false],
    ["lowerUPPER1", 3, true],
    ["lower1!", 3, false], // three categories but too short
    ["lower-1-more", 3, true],
    ["UPPER-1-MORE", 3, true],
    ["Aa1!aaaa", 4, true],
  ])("%s has %i categories, strong: %s", (password, categories, strong) => {
    expect(passwordCategoryCount(password)).toBe(categories);
    expect(isStrongPassword(password)).toBe(strong);
  });

  it("the reset schema answers with error keys", () => {
    const weak = ZPasswordResetCompleteRequest.safeParse({
      password: "weak",
      repeatPassword: "weak",
    });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe("password-too-weak");
    const mismatch = ZPasswordResetCompleteRequest.safeParse({
      password: "Strong-pass-1",
      repeatPassword: "Strong-pass-2",
    });
    expect(mismatch.error?.issues[0]?.message).toBe("passwords-must-match");
  });
});

describe("feature flags", () => {
  it("has the 17 flags of the catalogue", () => {
    expect(FEATURE_FLAGS).toHaveLength(17);
  });
  it("turns switches into the disabled and opt-in lists, keeping the flags not named", () => {
    const current = { disabledFeatures: ["tags" as const], optInFeatures: [] };
    const switches = featureSwitches(current);
    expect(switches).toMatchObject({ tags: false, importance: true, inlineImageUrlUpload: false });
    expect(
      settingsWithSwitches(current, { inlineImageUrlUpload: true, countdowns: false }),
    ).toEqual({
      disabledFeatures: ["tags", "countdowns"],
      optInFeatures: ["inlineImageUrlUpload"],
    });
    expect(settingsWithSwitches(current, { tags: true })).toEqual({
      disabledFeatures: [],
      optInFeatures: [],
    });
  });
  it("disable-style flags are on unless disabled", () => {
    const settings = { disabledFeatures: ["tags" as const], optInFeatures: [] };
    expect(isFeatureEnabled(settings, "tags")).toBe(false);
    expect(isFeatureEnabled(settings, "importance")).toBe(true);
  });
  it("inlineImageUrlUpload is on only when opted in", () => {
    expect(
      isFeatureEnabled({ disabledFeatures: [], optInFeatures: [] }, "inlineImageUrlUpload"),
    ).toBe(false);
    expect(
      isFeatureEnabled(
        { disabledFeatures: [], optInFeatures: ["inlineImageUrlUpload"] },
        "inlineImageUrlUpload",
      ),
    ).toBe(true);
  });
});

describe("default landing path", () => {
  it("no access object goes to login", () => {
    expect(defaultLandingPath(null)).toEqual({ path: "/login" });
  });
  it("a guest goes to its first allowed channel", () => {
    const guest = access({ role: "guest", rights: { guest: { channelGuid: "c1" } } });
    expect(defaultLandingPath(landing(guest))).toEqual({
      path: "/accounts/demo/newsroom/channels/c1",
    });
  });
  it("a guest without a channel goes to the root, where the guard explains, with an error to log", () => {
    expect(defaultLandingPath(landing(access({ role: "guest" })))).toEqual({
      path: "/",
      error: "guest-without-channel",
    });
  });
  it.each(["admin", "user"] as const)("%s goes to the account's channels list", (role) => {
    expect(defaultLandingPath(landing(access({ role }))).path).toBe(
      "/accounts/demo/newsroom/channels",
    );
  });
});

describe("role defaults", () => {
  it("admin keeps only the role", () => {
    expect(roleDefaultRights("admin")).toEqual({});
  });
  it("user gets publishing and management rights but no contribution rights", () => {
    expect(roleDefaultRights("user")).toMatchObject({
      publish: true,
      manageChannels: true,
      manageTags: true,
      UCOtherContributions: false,
      UCEditDelete: false,
    });
  });
  it("guest gets an empty channel and no management rights", () => {
    expect(roleDefaultRights("guest")).toMatchObject({
      channelId: "",
      publish: true,
      UCEditDelete: true,
      manageChannels: false,
      manageTags: false,
    });
  });
  it("an absent allow list shows every right as true", () => {
    expect(Object.values(rightFlags({})).every(Boolean)).toBe(true);
    expect(rightFlags({ allow: ["publish"] }).editAllPosts).toBe(false);
  });
});

describe("error keys and DTO mapping", () => {
  it("recognises catalogue keys only", () => {
    expect(ERROR_KEYS.length).toBeGreaterThan(10);
    expect(isErrorKey("not-authenticated")).toBe(true);
    expect(isErrorKey("nope")).toBe(false);
  });
});

describe("enforcedSignInMethod", () => {
  it.each([
    [{}, "a@x.no", null],
    [{ enforceGoogleSignIn: true }, "a@x.no", "google"],
    [{ enforceGoogleSignIn: true, enforceGoogleSignInFrom: ["y.no"] }, "a@x.no", null],
    [{ enforceGoogleSignIn: true, enforceGoogleSignInFrom: ["x.no"] }, "A@X.NO", "google"],
    [{ enforceMsSignIn: true, enforceMsSignInFrom: ["x.no"] }, "a@x.no", "microsoft"],
    [{ enforceMsSignIn: false, enforceMsSignInFrom: ["x.no"] }, "a@x.no", null],
  ] as const)("%j for %s → %s", (settings, email, expected) => {
    expect(enforcedSignInMethod(settings, email)).toBe(expected);
  });
});
