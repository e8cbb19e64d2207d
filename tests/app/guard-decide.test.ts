import { describe, expect, it } from "vitest";
import { FEED_MAX_WIDTH } from "../../domain/constants";
import type { AccountAccessDto as AccountAccess } from "../../domain/schemas/profile";
import { decide, type GuardInput } from "../../src/app/guard/decide";
import { flattenRoutes } from "../../src/app/routes/route-table";
import { access, CHANNEL, OTHER_CHANNEL } from "./fixtures";

const rulesOf = (id: string) => {
  const route = flattenRoutes().find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route.rules;
};

const admin = access();
const user = access({ role: "user", rights: { allow: ["publish"] } });
const guest = access({ role: "guest", rights: { guest: { channelGuid: CHANNEL } } });
const subAdmin = access({ accountKey: "sports", parentAccountKey: "newsroom" });

function input(id: string, overrides: Partial<GuardInput> = {}): GuardInput {
  const pathname = overrides.pathname ?? "/some/path";
  return {
    url: pathname,
    pathname,
    locale: "en",
    rules: rulesOf(id),
    viewportWidth: 1280,
    authenticated: true,
    profile: "ready",
    mainAccess: admin,
    routeAccess: admin,
    routeNamesAccount: true,
    ...overrides,
  };
}

const signedIn = (main: AccountAccess, route: AccountAccess | null = main) => ({
  mainAccess: main,
  routeAccess: route,
});

describe("guard: page validation comes first", () => {
  it("an unknown page is a 404 naming the path, even when signed out", () => {
    const d = decide(input("login", { rules: null, pathname: "/nope", authenticated: false }));
    expect(d).toEqual({ kind: "not-found", message: "Page not found: /nope" });
  });

  it("the feed is valid only below the md breakpoint", () => {
    const wide = decide(
      input("channel-feed", { viewportWidth: FEED_MAX_WIDTH, channelId: CHANNEL }),
    );
    expect(wide.kind).toBe("not-found");
    const narrow = decide(
      input("channel-feed", { viewportWidth: FEED_MAX_WIDTH - 1, channelId: CHANNEL }),
    );
    expect(narrow).toEqual({ kind: "allow" });
  });

  it("validation runs before authentication: a signed-out wide feed is a 404, not a login", () => {
    const d = decide(input("channel-feed", { authenticated: false, viewportWidth: 1200 }));
    expect(d.kind).toBe("not-found");
  });
});

describe("guard: authentication and permission", () => {
  it.each([
    "login",
    "forgot-password",
    "get-started",
    "auto-login",
    "confirm-invitation",
    "create-account",
    "reset-password",
  ])("%s is open to signed-out visitors", (id) => {
    expect(
      decide(input(id, { authenticated: false, mainAccess: null, routeAccess: null })),
    ).toEqual({
      kind: "allow",
    });
  });

  it("confirm-email is open but needs an access object", () => {
    const out = decide(
      input("confirm-email", { authenticated: false, mainAccess: null, routeAccess: null }),
    );
    expect(out).toMatchObject({
      kind: "redirect",
      to: `/login?redirectUrl=${encodeURIComponent("/some/path")}`,
      reason: "login",
    });
    expect(decide(input("confirm-email"))).toEqual({ kind: "allow" });
  });

  it("a signed-out visitor of a closed page goes to login with path, query and hash", () => {
    const url = "/accounts/demo/newsroom/channels?sort=all#top";
    const d = decide(
      input("channels", {
        authenticated: false,
        url,
        pathname: "/accounts/demo/newsroom/channels",
      }),
    );
    expect(d).toEqual({
      kind: "redirect",
      reason: "login",
      to: `/login?redirectUrl=${encodeURIComponent(url)}`,
    });
  });

  it("Norwegian routes send to the Norwegian login", () => {
    const d = decide(
      input("channels", {
        authenticated: false,
        locale: "no",
        url: "/no/accounts/demo/newsroom/channels",
      }),
    );
    expect(d).toMatchObject({ to: expect.stringMatching(/^\/no\/login\?redirectUrl=/) });
  });

  it("waits while the profile loads, logs out when the server ended the session", () => {
    expect(decide(input("channels", { profile: "loading", mainAccess: null }))).toEqual({
      kind: "wait",
    });
    expect(decide(input("channels", { profile: "ended", mainAccess: null }))).toEqual({
      kind: "logout",
    });
    expect(decide(input("channels", { profile: "unavailable", mainAccess: null }))).toEqual({
      kind: "unavailable",
    });
    expect(decide(input("channels", { mainAccess: null, routeAccess: null }))).toEqual({
      kind: "logout",
    });
  });

  it("the root is always denied: a signed-in user lands on the default path", () => {
    expect(decide(input("root", { pathname: "/", url: "/", ...signedIn(admin) }))).toEqual({
      kind: "redirect",
      reason: "default",
      to: "/accounts/demo/newsroom/channels",
    });
    expect(decide(input("root", { pathname: "/", url: "/", ...signedIn(guest) }))).toMatchObject({
      to: `/accounts/demo/newsroom/channels/${CHANNEL}`,
    });
    expect(decide(input("root", { pathname: "/no", url: "/no", locale: "no" }))).toMatchObject({
      to: "/no/accounts/demo/newsroom/channels",
    });
  });

  it("the bare root follows the language cookie before anything else", () => {
    const root = { pathname: "/", url: "/" };
    expect(decide(input("root", { ...root, cookieLocale: "no" }))).toEqual({
      kind: "redirect",
      reason: "rule",
      to: "/no",
    });
    expect(decide(input("root", { ...root, cookieLocale: "en" }))).toMatchObject({
      reason: "default",
    });
    expect(
      decide(input("login", { pathname: "/login", url: "/login", cookieLocale: "no" })),
    ).toEqual({ kind: "allow" });
  });

  it("a signed-out visit of the root goes to login without a pointless redirectUrl", () => {
    const d = decide(input("root", { pathname: "/", url: "/", authenticated: false }));
    expect(d).toEqual({ kind: "redirect", reason: "login", to: "/login" });
  });

  it("a failed gate goes to the default landing path", () => {
    const d = decide(input("accounts", { ...signedIn(user), routeNamesAccount: false }));
    expect(d).toEqual({
      kind: "redirect",
      reason: "default",
      to: "/accounts/demo/newsroom/channels",
    });
    expect(decide(input("console-home", signedIn(user)))).toMatchObject({ reason: "default" });
    expect(decide(input("account-users-list", signedIn(user)))).toMatchObject({
      reason: "default",
    });
    expect(decide(input("console-home", signedIn(admin)))).toEqual({ kind: "allow" });
  });

  it("a guest cannot see the channels list, nor another channel", () => {
    expect(decide(input("channels", signedIn(guest)))).toMatchObject({
      kind: "redirect",
      to: `/accounts/demo/newsroom/channels/${CHANNEL}`,
    });
    expect(decide(input("channel-home", { ...signedIn(guest), channelId: CHANNEL }))).toEqual({
      kind: "allow",
    });
    expect(
      decide(input("channel-home", { ...signedIn(guest), channelId: OTHER_CHANNEL })),
    ).toMatchObject({ kind: "redirect", reason: "default" });
  });

  it("a guest without a channel is told so on every guarded page, the root included", () => {
    const lost = access({ role: "guest", rights: {} });
    for (const [route, extra] of [
      ["channels", {}],
      ["root", {}],
      ["channel-home", { channelId: CHANNEL }],
    ] as const) {
      expect(decide(input(route, { ...signedIn(lost), ...extra })), route).toEqual({
        kind: "no-channel",
      });
    }
    // Open pages stay open.
    expect(decide(input("login", signedIn(lost)))).toEqual({ kind: "allow" });
  });

  it("an account the user holds no access to fails the check", () => {
    expect(decide(input("channels", { ...signedIn(admin), routeAccess: null }))).toMatchObject({
      kind: "redirect",
      reason: "default",
    });
  });

  it("details checks manage.organization on the main account, so sub-accounts can be edited", () => {
    expect(decide(input("details-users", signedIn(admin, subAdmin)))).toEqual({ kind: "allow" });
    expect(decide(input("details-users", signedIn(subAdmin, subAdmin)))).toMatchObject({
      reason: "default",
    });
  });

  it("user contribution needs use.userContribution; tags need manage.tags", () => {
    const noUc = access({ disabledFeatures: ["userContribution"] });
    expect(
      decide(input("channel-user-contribution", { ...signedIn(noUc), channelId: CHANNEL })),
    ).toMatchObject({ reason: "default" });
    const noTags = access({ disabledFeatures: ["tags"] });
    expect(decide(input("console-tags", signedIn(noTags)))).toMatchObject({ reason: "default" });
    expect(decide(input("console-tags", signedIn(admin)))).toEqual({ kind: "allow" });
  });

  it("never redirects a user onto the page that refused them", () => {
    const d = decide(
      input("channels", {
        ...signedIn(admin, null),
        pathname: "/accounts/demo/newsroom/channels",
      }),
    );
    expect(d.kind).toBe("not-found");
  });
});

describe("guard: route-rule redirect comes last", () => {
  it("the empty details child goes to users after the check passes", () => {
    const pathname = "/accounts/demo/sports/details";
    expect(decide(input("details-index", { pathname, ...signedIn(admin, subAdmin) }))).toEqual({
      kind: "redirect",
      reason: "rule",
      to: `${pathname}/users`,
    });
  });

  it("the rule redirect does not run when the check fails", () => {
    const d = decide(
      input("details-index", { ...signedIn(user), pathname: "/accounts/demo/newsroom/details" }),
    );
    expect(d).toMatchObject({ reason: "default" });
  });
});
