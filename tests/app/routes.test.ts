import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { buildLocaleRoutes } from "../../src/app/routes/build-routes";
import { isRouteHandle } from "../../src/app/routes/route-handle";

const routes: RouteObject[] = [{ id: "app", children: buildLocaleRoutes() }];
const acct = "/accounts/demo/newsroom";
const ch = `${acct}/channels/11111111-1111-4111-8111-111111111111`;

/** Every path with the route id it must reach. */
const SPEC_PATHS: [string, string][] = [
  ["/", "root"],
  ["/login", "login"],
  ["/forgot-password", "forgot-password"],
  ["/get-started", "get-started"],
  ["/auto-login", "auto-login"],
  ["/confirm-email/demo/abc", "confirm-email"],
  ["/confirm-invitation/demo/abc", "confirm-invitation"],
  ["/create-account/demo/abc", "create-account"],
  ["/reset-password/demo/abc", "reset-password"],
  ["/accounts", "accounts"],
  [`${acct}/channels`, "channels"],
  [ch, "channel-home"],
  [`${ch}/feed`, "channel-feed"],
  [`${ch}/drafts`, "channel-drafts"],
  [`${ch}/user-contribution`, "channel-user-contribution"],
  [`${acct}/details`, "details-index"],
  [`${acct}/details/users`, "details-users"],
  [`${acct}/details/users/invitations`, "details-invitations"],
  [`${acct}/details/users/registrations`, "details-registrations"],
  [`${acct}/details/configuration`, "details-configuration"],
  [`${acct}/details/configuration/media`, "details-media"],
  [`${acct}/details/configuration/advanced-settings`, "details-advanced-settings"],
  [`${acct}/details/extensions`, "details-extensions"],
  [`${acct}/details/extensions/features`, "details-features"],
  [`${acct}/details/apis`, "details-apis"],
  [`${acct}/features-console`, "console-home"],
  [`${acct}/features-console/advanced-settings`, "console-advanced-settings"],
  [`${acct}/features-console/apis`, "console-apis"],
  [`${acct}/features-console/features`, "console-features"],
  [`${acct}/features-console/media`, "console-media"],
  [`${acct}/features-console/usage-settings`, "console-usage-settings"],
  [`${acct}/features-console/tags`, "console-tags"],
  [`${acct}/users`, "account-users-list"],
  [`${acct}/users/invitations`, "account-users-invitations"],
  [`${acct}/users/registrations`, "account-users-registrations"],
  ["/users", "all-users-list"],
  ["/users/invitations", "all-users-invitations"],
  ["/users/registrations", "all-users-registrations"],
];

const leaf = (path: string) => {
  const handles = (matchRoutes(routes, path) ?? [])
    .map((m) => m.route.handle)
    .filter(isRouteHandle);
  return handles.at(-1)?.id;
};

describe("route table", () => {
  it.each(SPEC_PATHS)("%s exists in English", (path, id) => {
    expect(leaf(path)).toBe(id);
  });

  it.each(SPEC_PATHS)("%s exists under /no", (path, id) => {
    expect(leaf(path === "/" ? "/no" : `/no${path}`)).toBe(id);
  });

  it("anything else reaches the not-found route", () => {
    expect(leaf("/nope")).toBe("not-found");
    expect(leaf("/no/nope")).toBe("not-found");
    expect(leaf(`${acct}`)).toBe("not-found");
  });
});
