import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZSubAccounts } from "../../domain/schemas/account";
import { ZApiKey, ZApiKeyList } from "../../domain/schemas/api-key";
import { ZAuthResponse, ZDomainAddresses } from "../../domain/schemas/auth";
import { ZChannel, ZChannelList } from "../../domain/schemas/channel";
import { ZAccountFeatures } from "../../domain/schemas/feature-settings";
import { ZProfileOverview } from "../../domain/schemas/profile";
import {
  ZAccessibleAccountsAndRights,
  ZUserDetail,
  ZUserSearchResult,
} from "../../domain/schemas/user";
import { bearer, createTestApp, DEMO, expectError, type TestContext } from "./helpers/test-app";
import { mailedLink, normalRights, stamp } from "./invitations-helpers";

/**
 * The calls of the product spec's list, each written as the spec writes it: its path,
 * its query, and only the body fields the spec names. Each must answer 2xx with its
 * documented shape, or the documented error where this server cannot do it (single sign-on
 * without a provider). Every answer is also checked against the OpenAPI document.
 */

const HOST = "newsroom.demo";
let t: TestContext;
let jwt: string;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (method: Method, url: string, payload?: unknown, token: string | null = jwt) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** 2xx, and a body of the documented shape. */
async function ok<T extends z.ZodType>(
  res: Awaited<ReturnType<typeof call>>,
  schema: T,
): Promise<z.infer<T>> {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return schema.parse(res.json());
}
const noContent = (res: Awaited<ReturnType<typeof call>>) =>
  expect(res.statusCode, res.body).toBe(204);

beforeAll(async () => {
  // A build next to the app, as in production: the build manifests are its files.
  const dist = mkdtempSync(join(tmpdir(), "ticker-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Ticker</title>");
  mkdirSync(join(dist, "builds", "meta"), { recursive: true });
  writeFileSync(join(dist, "builds", "latest.json"), '{"id":"b1"}');
  writeFileSync(join(dist, "builds", "meta", "b1.json"), '{"id":"b1","timestamp":1}');
  t = await createTestApp({ STATIC_DIR: dist }, undefined, {}, { validateResponses: true });
  const res = await call("POST", "/auth/demo/authenticate", DEMO.admin, null);
  jwt = (await ok(res, ZAuthResponse)).jwt;
}, 120_000);
afterAll(async () => {
  expect(t.mismatches).toEqual([]);
  await t.close();
});

describe("Authentication", () => {
  it("GET /auth/get-domain-addresses: list of {displayName, address}", async () => {
    const list = await ok(
      await call("GET", "/auth/get-domain-addresses", undefined, null),
      ZDomainAddresses,
    );
    expect(list).toContainEqual(expect.objectContaining({ address: "demo" }));
  });

  it("POST /auth/{domain}/authenticate: credentials in, jwt out", async () => {
    const res = await call("POST", "/auth/demo/authenticate", DEMO.editor, null);
    expect((await ok(res, ZAuthResponse)).jwt).toMatch(/^ey/);
  });

  it("POST /auth/{domain}/authenticate-by-google and -msal: sso-unavailable without a provider", async () => {
    for (const provider of ["google", "msal"]) {
      const res = await call(
        "POST",
        `/auth/demo/authenticate-by-${provider}`,
        { credential: "x" },
        null,
      );
      expectError(res, 400, "sso-unavailable");
    }
  });

  it("POST /auth/update: {jwt} in, new jwt out", async () => {
    const res = await call("POST", "/auth/update", { jwt });
    expect((await ok(res, ZAuthResponse)).jwt).toMatch(/^ey/);
  });

  it("POST /auth/bind-msal, /auth/bind-google; POST /auth/unbind-msal, /auth/unbind-google (no body)", async () => {
    for (const provider of ["msal", "google"]) {
      expectError(await call("POST", `/auth/bind-${provider}`), 400, "sso-unavailable");
      const unbound = await call("POST", `/auth/unbind-${provider}`);
      expect(unbound.statusCode, unbound.body).toBe(200);
    }
  });

  it("POST /password-reset/{domain}: start; POST /password-reset/{domain}/{code}: set a new password", async () => {
    const started = await call("POST", "/password-reset/demo", { email: DEMO.guest.email }, null);
    expect(started.statusCode, started.body).toBe(202);
    const { code } = await mailedLink(t, DEMO.guest.email);
    const password = "Guest-spec-pass-7";
    const set = await call("POST", `/password-reset/demo/${code}`, { password }, null);
    expect(set.statusCode, set.body).toBe(200);
    const login = await call(
      "POST",
      "/auth/demo/authenticate",
      { email: DEMO.guest.email, password },
      null,
    );
    await ok(login, ZAuthResponse);
  });

  it("GET /profile/overview: userInformation.user, mainAccount, crossAccounts", async () => {
    const overview = await ok(await call("GET", "/profile/overview"), ZProfileOverview);
    expect(overview.userInformation.user.email).toBe(DEMO.admin.email);
    expect(overview.mainAccount.accountKey).toBe("newsroom");
  });
});

describe("Accounts", () => {
  it("GET, POST (no body, optional query apiKey) and DELETE /accounts/{key}/api-keys", async () => {
    const generated = await ok(await call("POST", `/accounts/${HOST}/api-keys`), ZApiKey);
    expect(generated.name).toBe(generated.masked);
    const custom = `spec-key-${stamp()}-abcdefghij`;
    const chosen = await ok(
      await call("POST", `/accounts/${HOST}/api-keys?apiKey=${custom}`),
      ZApiKey,
    );
    expect(chosen.masked.startsWith(custom.slice(0, 4))).toBe(true);
    const list = await ok(await call("GET", `/accounts/${HOST}/api-keys`), ZApiKeyList);
    expect(list.map((k) => k.id)).toEqual(expect.arrayContaining([generated.id, chosen.id]));
    noContent(await call("DELETE", `/accounts/${HOST}/api-keys/${generated.id}`));
    noContent(await call("DELETE", `/accounts/${HOST}/api-keys/${chosen.id}`));
  });

  it("GET /accounts/{host}/sub-accounts; GET /accounts/{domain}/{key}", async () => {
    const subs = await ok(await call("GET", `/accounts/${HOST}/sub-accounts`), ZSubAccounts);
    expect(JSON.stringify(subs)).toContain("sports");
    const account = await call("GET", "/accounts/demo/newsroom");
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({ accountKey: "newsroom" });
  });

  it("PATCH /accounts/{host}/displayname?displayname=", async () => {
    const res = await call("PATCH", `/accounts/${HOST}/displayname?displayname=The%20Newsroom`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("PUT /accounts/{host}/usage-settings, /advanced-settings, /media-settings with body", async () => {
    const usage = {
      enforceGoogleSignIn: false,
      enforceGoogleSignInFrom: [],
      enforceMsSignIn: false,
      enforceMsSignInFrom: [],
    };
    expect((await call("PUT", `/accounts/${HOST}/usage-settings`, usage)).statusCode).toBe(200);
    const advanced = await call("PUT", `/accounts/${HOST}/advanced-settings`, {
      linkCardHeader: null,
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    const media = {
      imageSourceSets: [{ width: 1200, height: 800 }],
      imageContainerClassName: "",
      imageBasePath: "",
    };
    const saved = await call("PUT", `/accounts/${HOST}/media-settings`, media);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("POST /accounts/{host}/disabled-features and /opt-in-features with body", async () => {
    for (const kind of ["disabled-features", "opt-in-features"]) {
      const res = await call("POST", `/accounts/${HOST}/${kind}`, { features: [] });
      await ok(res, ZAccountFeatures);
    }
  });
});

describe("Users", () => {
  let userId = "";
  let username = "";

  it("POST /users/{host}/create-from-invitation: body key, username and password", async () => {
    const email = `spec-${stamp()}@ticker.test`;
    const invited = await call("POST", `/invitations/${HOST}`, {
      email,
      accountKey: "newsroom",
      rights: normalRights,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { code } = await mailedLink(t, email);
    username = email;
    const res = await call(
      "POST",
      `/users/${HOST}/create-from-invitation`,
      { key: code, username, password: "Spec-user-pass-1" },
      null,
    );
    await ok(res, ZAuthResponse);
    const found = await ok(
      await call("GET", `/users/${HOST}/search?query=${encodeURIComponent(email)}`),
      ZUserSearchResult,
    );
    const created = found.find((u) => u.email === email);
    userId = created!.userId;
    // Without a displayName the user is named by their username.
    expect(created!.displayName).toBe(username);
  });

  it("POST /users/{host}/create-from-invitation-google and -msal: key and externalKey", async () => {
    for (const provider of ["google", "msal"]) {
      const res = await call(
        "POST",
        `/users/${HOST}/create-from-invitation-${provider}`,
        { key: "not-an-invitation", externalKey: "x" },
        null,
      );
      expect(res.statusCode).toBe(400);
      expect(["sso-unavailable", "invitation-invalid"]).toContain(res.json().errorKey);
    }
  });

  it("GET /users/{host}/{id}; GET /users/{host}; GET /users/{host}/search?query=", async () => {
    const user = await ok(await call("GET", `/users/${HOST}/${userId}`), ZUserDetail);
    expect(user.email).toBe(username);
    const list = await call("GET", `/users/${HOST}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(userId);
    await ok(await call("GET", `/users/${HOST}/search?query=spec-`), ZUserSearchResult);
  });

  it("PATCH /users/{host}/{id}/new with body (userRightsRoleDto, optional displayName)", async () => {
    const rights = { ...normalRights, manageTags: true };
    const changed = await ok(
      await call("PATCH", `/users/${HOST}/${userId}/new`, {
        ...rights,
        displayName: "Spec Person",
      }),
      ZUserDetail,
    );
    expect(changed.displayName).toBe("Spec Person");
    expect(changed.rights.allow).toContain("manageTags");
    const rightsOnly = await ok(
      await call("PATCH", `/users/${HOST}/${userId}/new`, { ...rights, manageTags: false }),
      ZUserDetail,
    );
    expect(rightsOnly.rights.allow).not.toContain("manageTags");
    expect(rightsOnly.displayName).toBe("Spec Person");
    // A body of neither shape changes nothing, and says so.
    expectError(
      await call("PATCH", `/users/${HOST}/${userId}/new`, { role: "admin" }),
      400,
      "validation-failed",
    );
  });

  it("POST and DELETE /users/{host}/{id}/cross-publishing/{accountKey}; GET accessible-accounts-and-rights", async () => {
    const path = `/users/${HOST}/${userId}`;
    noContent(await call("POST", `${path}/cross-publishing/sports`));
    const rights = await ok(
      await call("GET", `${path}/accessible-accounts-and-rights`),
      ZAccessibleAccountsAndRights,
    );
    expect(rights.crossAccountsRights.map((r) => r.accountKey)).toContain("sports");
    noContent(await call("DELETE", `${path}/cross-publishing/sports`));
  });

  it("POST /email-confirmation/{a}/{b}", async () => {
    const email = `spec-new-${stamp()}@ticker.test`;
    const login = await call(
      "POST",
      "/auth/demo/authenticate",
      { email: username, password: "Spec-user-pass-1" },
      null,
    );
    const own = (await ok(login, ZAuthResponse)).jwt;
    const asked = await call(
      "PUT",
      "/profile",
      { displayName: "Spec Person", username, email },
      own,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { code } = await mailedLink(t, email);
    const res = await call("POST", `/email-confirmation/demo/${code}`, undefined, own);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("DELETE /users/{host}/{id}", async () => {
    noContent(await call("DELETE", `/users/${HOST}/${userId}`));
    expectError(await call("GET", `/users/${HOST}/${userId}`), 404, "not-found");
  });
});

describe("Channels", () => {
  let id = "";

  it("POST /channels/{host} with body plus empty type and empty config", async () => {
    const res = await call("POST", `/channels/${HOST}`, {
      name: `Spec ${stamp()}`,
      type: "",
      config: {},
    });
    id = (await ok(res, ZChannel)).id;
  });

  it("GET /channels/{host}; GET /channels/last-used/{host}, newest first; GET /channels/{host}/{id}", async () => {
    for (const path of [`/channels/${HOST}`, `/channels/last-used/${HOST}`]) {
      const list = await ok(await call("GET", path), ZChannelList);
      expect(list[0]?.id).toBe(id);
      const used = list.map((c) => c.lastUsedUtc);
      expect(used).toEqual([...used].sort().reverse());
    }
    expect((await ok(await call("GET", `/channels/${HOST}/${id}`), ZChannel)).id).toBe(id);
  });

  it("POST …/{id}/rename?channelName=; GET …/{id}/overview; POST …/{id}/archive", async () => {
    const renamed = await call("POST", `/channels/${HOST}/${id}/rename?channelName=Spec%20renamed`);
    expect((await ok(renamed, ZChannel)).name).toBe("Spec renamed");
    const overview = await call("GET", `/channels/${HOST}/${id}/overview`);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(
      (await ok(await call("POST", `/channels/${HOST}/${id}/archive`), ZChannel)).archived,
    ).toBe(true);
  });
});

describe("Build", () => {
  it("GET builds/meta/{buildId}.json and builds/latest.json; an unknown build is a JSON 404", async () => {
    expect((await t.app.inject({ url: "/builds/latest.json" })).json()).toEqual({ id: "b1" });
    expect((await t.app.inject({ url: "/builds/meta/b1.json" })).json()).toMatchObject({
      id: "b1",
    });
    for (const url of ["/builds/meta/unknown.json", "/channels/_payload.json"]) {
      const res = await t.app.inject({ url, headers: { accept: "*/*" } });
      expectError(res, 404, "not-found");
      expect(res.headers["content-type"], url).toContain("application/json");
    }
  });
});
