import { describe, expect, it } from "vitest";
import { decide, type GuardInput, profileStateOf } from "../../src/app/guard/decide";
import { flattenRoutes } from "../../src/app/routes/route-table";
import { API_ERRORS, ApiError } from "../../src/lib/api-client";
import { access } from "./fixtures";

/** Only the server ends a session; losing it never does. */

const channelsRules = () => {
  const route = flattenRoutes().find((r) => r.id === "channels");
  if (!route) throw new Error("no channels route");
  return route.rules;
};

const settled = {
  restoring: false,
  authenticated: true,
  pending: false,
  fetching: false,
  paused: false,
};

function guard(hasProfile: boolean, error: unknown) {
  const profile = profileStateOf({ ...settled, hasProfile, error });
  const input: GuardInput = {
    url: "/accounts/demo/newsroom/channels",
    pathname: "/accounts/demo/newsroom/channels",
    locale: "en",
    rules: channelsRules(),
    viewportWidth: 1280,
    authenticated: true,
    profile,
    mainAccess: hasProfile ? access() : null,
    routeAccess: hasProfile ? access() : null,
    routeNamesAccount: true,
  };
  return decide(input).kind;
}

const failures: [string, unknown][] = [
  ["a network failure", new TypeError("Failed to fetch")],
  ["a timeout", new DOMException("The operation timed out.", "TimeoutError")],
  ["a 500", new ApiError(API_ERRORS.failed, 500)],
  ["a 503", new ApiError(API_ERRORS.failed, 503)],
  ["a 504", new ApiError(API_ERRORS.failed, 504)],
  ["a 403", new ApiError(API_ERRORS.forbidden, 403, "forbidden")],
  ["a 401 naming no session (a proxy's)", new ApiError(API_ERRORS.unauthorized, 401)],
];

describe("the guard never ends a session on a failed read", () => {
  for (const [what, error] of failures) {
    it(`${what} with a profile kept on the device goes on with it`, () => {
      expect(profileStateOf({ ...settled, hasProfile: true, error })).toBe("ready");
      expect(guard(true, error)).toBe("allow");
    });

    it(`${what} with no profile kept says it is unavailable, still signed in`, () => {
      expect(profileStateOf({ ...settled, hasProfile: false, error })).toBe("unavailable");
      expect(guard(false, error)).toBe("unavailable");
    });
  }

  it("offline with no profile kept, the paused read says unavailable, not signed out", () => {
    expect(
      profileStateOf({ ...settled, pending: true, paused: true, hasProfile: false, error: null }),
    ).toBe("unavailable");
  });

  it("a read still under way waits", () => {
    expect(
      profileStateOf({ ...settled, pending: true, fetching: true, hasProfile: false, error: null }),
    ).toBe("loading");
  });
});

describe("the server ends a session with a 401 naming it", () => {
  for (const key of ["session-ended", "token-expired", "token-invalid", "unauthorized"] as const) {
    it(`a 401 "${key}" signs out, even over a cached profile`, () => {
      const error = new ApiError(API_ERRORS.unauthorized, 401, key);
      expect(profileStateOf({ ...settled, hasProfile: true, error })).toBe("ended");
      expect(guard(true, error)).toBe("logout");
      expect(guard(false, error)).toBe("logout");
    });
  }
});
