import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ZAccountDetails } from "../../domain/schemas/account";
import { demoApp, outsideAdmins } from "./helpers/demo";
import { STAND_IN_SSO } from "./helpers/sso-stand-in";
import { bearer, expectError } from "./helpers/test-app";

// Private fetches allowed: the link-card test reads a page from a local server. Both SSO
// providers configured: an account may only enforce a configured one.
const { t, call, admin, editor, guest } = await demoApp({
  env: { ALLOW_PRIVATE_FETCH: "1" },
  sso: STAND_IN_SSO,
  prefix: "",
});
const { sportsAdmin, rivalAdmin } = await outsideAdmins(t);

const settingsOf = async (key = "newsroom") =>
  ZAccountDetails.parse((await call("GET", `/api/accounts/demo/${key}`, admin)).json()).settings;
const stored = async (key = "newsroom") =>
  (await t.repos.accounts.findByKey("demo", key))!.settings;
const logged = async (action: string, key = "newsroom") => {
  const account = (await t.repos.accounts.findByKey("demo", key))!;
  return t.db.db
    .selectFrom("activity_log")
    .selectAll()
    .where("account_id", "=", account.id)
    .where("action", "=", action)
    .execute();
};

const USAGE = {
  enforceGoogleSignIn: true,
  enforceGoogleSignInFrom: [" Ticker.LOCAL ", "example.com", "ticker.local"],
  enforceMsSignIn: false,
  enforceMsSignInFrom: [],
};

describe("PUT /accounts/{host}/usage-settings", () => {
  const put = (body: unknown, jwt = admin, host = "newsroom.demo") =>
    call("PUT", `/api/accounts/${host}/usage-settings`, jwt, body);

  it("saves the SSO settings with cleaned domains and logs the change", async () => {
    const res = await put(USAGE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...USAGE,
      enforceGoogleSignInFrom: ["ticker.local", "example.com"],
    });
    expect((await settingsOf()).usage.enforceGoogleSignInFrom).toEqual([
      "ticker.local",
      "example.com",
    ]);
    expect(await logged("settings.usage")).toHaveLength(1);
  });

  it("allows only one sign-in method and valid domains", async () => {
    const both = expectError(
      await put({ ...USAGE, enforceMsSignIn: true }),
      400,
      "only-one-sign-in-method",
    );
    expect(both.fields).toEqual({ enforceMsSignIn: "only-one-sign-in-method" });
    expectError(
      await put({ ...USAGE, enforceMsSignInFrom: ["not a domain"] }),
      400,
      "email-domain-invalid",
    );
    expectError(
      await put({ ...USAGE, enforceGoogleSignInFrom: ["@x"] }),
      400,
      "email-domain-invalid",
    );
    expectError(
      await put({
        ...USAGE,
        enforceGoogleSignInFrom: Array.from({ length: 21 }, (_, i) => `d${i}.no`),
      }),
      400,
      "validation-failed",
    );
    expectError(await put({ enforceGoogleSignIn: true }), 400, "validation-failed");
    // Nothing of the refused saves landed.
    expect((await stored()).enforceMsSignIn).toBe(false);
    expect(await logged("settings.usage")).toHaveLength(1);
  });

  it("lets a sub-account's own admin and the organisation admin save it; nobody else", async () => {
    expect((await put(USAGE, sportsAdmin, "sports.demo")).statusCode).toBe(200);
    expect((await put(USAGE, admin, "sports.demo")).statusCode).toBe(200);
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await put({ ...USAGE, enforceGoogleSignIn: false }, jwt), 403, "forbidden");
    }
    expectError(await put(USAGE, rivalAdmin, "sports.demo"), 403, "forbidden");
    expect((await stored()).enforceGoogleSignIn).toBe(true);
  });
});

describe("PUT /accounts/{host}/media-settings", () => {
  const put = (body: unknown, jwt = admin) =>
    call("PUT", "/api/accounts/newsroom.demo/media-settings", jwt, body);
  const MEDIA = {
    imageSourceSets: [
      { width: 1200, height: 800 },
      { width: 600, height: 400 },
    ],
    imageContainerClassName: " ticker-image ",
    imageBasePath: "https://cdn.example.com/images",
  };

  it("saves source sets, class name and base path", async () => {
    const res = await put(MEDIA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...MEDIA, imageContainerClassName: "ticker-image" });
    expect((await settingsOf()).media.imageSourceSets).toHaveLength(2);
    expect(await logged("settings.media")).toHaveLength(1);
    // Saving one section leaves the others as they were.
    expect((await stored()).enforceGoogleSignIn).toBe(true);
  });

  it("refuses wrong formats, repeated entries, bad class names and paths", async () => {
    for (const set of [
      { width: 0, height: 100 },
      { width: 100.5, height: 100 },
      { width: 100, height: 10_001 },
    ]) {
      expectError(await put({ ...MEDIA, imageSourceSets: [set] }), 400, "image-source-set-format");
    }
    expectError(
      await put({ ...MEDIA, imageSourceSets: [{ width: "800" }] }),
      400,
      "validation-failed",
    );
    const dup = expectError(
      await put({
        ...MEDIA,
        imageSourceSets: [...MEDIA.imageSourceSets, { width: 600, height: 400 }],
      }),
      400,
      "image-source-set-exists",
    );
    expect(dup.fields).toEqual({ "imageSourceSets.2": "image-source-set-exists" });
    expectError(
      await put({ ...MEDIA, imageContainerClassName: "two words" }),
      400,
      "validation-failed",
    );
    expectError(
      await put({ ...MEDIA, imageBasePath: "javascript:alert(1)" }),
      400,
      "validation-failed",
    );
    expect(await logged("settings.media")).toHaveLength(1);
  });

  it("refuses non-admins", async () => {
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await put(MEDIA, jwt), 403, "forbidden");
    }
  });
});

describe("PUT /accounts/{host}/advanced-settings", () => {
  const put = (body: unknown, jwt = admin) =>
    call("PUT", "/api/accounts/newsroom.demo/advanced-settings", jwt, body);

  it("saves the link-card header, logging its name only", async () => {
    const header = { name: "X-Paywall-Key", value: "s3cret value" };
    const res = await put({ linkCardHeader: header });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ linkCardHeader: header });
    const [entry] = await logged("settings.advanced");
    expect(JSON.stringify(entry!.details)).not.toContain("s3cret");
  });

  it("needs both name and value, valid characters and no reserved names", async () => {
    const name = expectError(
      await put({ linkCardHeader: { name: "", value: "v" } }),
      400,
      "http-header-incomplete",
    );
    expect(name.fields).toEqual({ "linkCardHeader.name": "http-header-incomplete" });
    const value = expectError(
      await put({ linkCardHeader: { name: "X-A", value: "  " } }),
      400,
      "http-header-incomplete",
    );
    expect(value.fields).toEqual({ "linkCardHeader.value": "http-header-incomplete" });
    expectError(
      await put({ linkCardHeader: { name: "X A", value: "v" } }),
      400,
      "validation-failed",
    );
    expectError(
      await put({ linkCardHeader: { name: "Host", value: "v" } }),
      400,
      "validation-failed",
    );
    expectError(
      await put({ linkCardHeader: { name: "X-A", value: "a\r\nSet-Cookie: x" } }),
      400,
      "validation-failed",
    );
    expect((await stored()).linkCardHeader?.name).toBe("X-Paywall-Key");
  });

  it("clears the header with null or two empty fields", async () => {
    expect((await put({ linkCardHeader: { name: "", value: "" } })).json()).toEqual({
      linkCardHeader: null,
    });
    expect((await put({ linkCardHeader: null })).statusCode).toBe(200);
    expect((await settingsOf()).advanced.linkCardHeader).toBeNull();
  });

  it("refuses non-admins", async () => {
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await put({ linkCardHeader: null }, jwt), 403, "forbidden");
    }
  });
});

describe("PUT /accounts/{host}/content-access", () => {
  const put = (body: unknown, jwt = admin) =>
    call("PUT", "/api/accounts/newsroom.demo/content-access", jwt, body);

  it("saves the allowed origins and restricts who may frame the embeds", async () => {
    const res = await put({
      allowedOrigins: [
        "https://www.Example.com/",
        "https://*.example.org",
        "http://localhost:8080",
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      allowedOrigins: ["https://www.example.com", "https://*.example.org", "http://localhost:8080"],
    });
    expect(await logged("settings.content-access")).toHaveLength(1);
    const channel = (
      await t.repos.channels.listActive((await t.repos.accounts.findByKey("demo", "newsroom"))!.id)
    )[0]!;
    const page = await t.app.inject({ method: "GET", url: `/embed/${channel.id}` });
    expect(page.headers["content-security-policy"]).toContain(
      "frame-ancestors https://www.example.com https://*.example.org http://localhost:8080",
    );
    await put({ allowedOrigins: [] });
    const open = await t.app.inject({ method: "GET", url: `/embed/${channel.id}` });
    expect(open.headers["content-security-policy"]).toContain("frame-ancestors *");
  });

  it("refuses what is not an origin", async () => {
    for (const origin of ["example.com", "https://example.com/path", "ftp://x.com", "https://*"]) {
      expectError(await put({ allowedOrigins: [origin] }), 400, "validation-failed");
    }
  });

  it("refuses non-admins", async () => {
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await put({ allowedOrigins: [] }, jwt), 403, "forbidden");
    }
  });
});

describe("PUT /accounts/{host}/sports-data", () => {
  const put = (body: unknown, jwt = admin) =>
    call("PUT", "/api/accounts/newsroom.demo/sports-data", jwt, body);

  it("stores the key and answers it masked; absent keeps it, null removes it", async () => {
    const res = await put({
      provider: "sportradar",
      apiKey: "abcdef123456",
      competitionIds: ["sr:competition:17", "sr:competition:17", "8"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: "sportradar",
      apiKeyMasked: "••••3456",
      competitionIds: ["sr:competition:17", "8"],
    });
    expect(
      JSON.stringify((await call("GET", "/api/accounts/demo/newsroom", admin)).json()),
    ).not.toContain("abcdef123456");
    expect((await put({ provider: "opta", competitionIds: [] })).json().apiKeyMasked).toBe(
      "••••3456",
    );
    const [first] = await logged("settings.sports-data");
    expect(JSON.stringify(first!.details)).not.toContain("abcdef");
    expectError(
      await put({ provider: "opta", apiKey: null, competitionIds: [] }),
      400,
      "validation-failed",
    );
    const removed = await put({ provider: "none", apiKey: null, competitionIds: [] });
    expect(removed.json()).toEqual({ provider: "none", apiKeyMasked: null, competitionIds: [] });
  });

  it("refuses unknown providers, bad ids and non-admins", async () => {
    expectError(await put({ provider: "espn", competitionIds: [] }), 400, "validation-failed");
    expectError(await put({ provider: "none", competitionIds: ["a b"] }), 400, "validation-failed");
    for (const jwt of [editor, guest, sportsAdmin, rivalAdmin]) {
      expectError(await put({ provider: "none", competitionIds: [] }, jwt), 403, "forbidden");
    }
  });
});

describe("the link-card fetch", () => {
  it("sends the account's header from advanced settings", async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers["x-paywall-key"] as string | undefined);
      res.writeHead(200, { "content-type": "text/html" });
      res.end('<html><head><meta property="og:title" content="Behind the wall"></head></html>');
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/story`;
    try {
      const card = () =>
        t.app.inject({
          method: "POST",
          url: "/api/link-card/newsroom.demo",
          headers: bearer(admin),
          payload: { url },
        });
      await call("PUT", "/api/accounts/newsroom.demo/advanced-settings", admin, {
        linkCardHeader: { name: "X-Paywall-Key", value: "letmein" },
      });
      expect((await card()).json().title).toBe("Behind the wall");
      await call("PUT", "/api/accounts/newsroom.demo/advanced-settings", admin, {
        linkCardHeader: null,
      });
      await card();
      expect(seen).toEqual(["letmein", undefined]);
    } finally {
      server.close();
    }
  });
});
