import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directives } from "./helpers/csp";
import { createTestApp, expectError, type TestContext } from "./helpers/test-app";

let spa: TestContext;
let widget: TestContext;
let newsroomId: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "ticker-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Ticker</title>");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
  spa = await createTestApp({ STATIC_DIR: dist });
  widget = await createTestApp(
    { STATIC_DIR: dist, VITE_HELP_WIDGET_URL: "https://help.example.com/widget/v2.js" },
    spa.db,
  );
  newsroomId = (await spa.repos.accounts.findByKey("demo", "newsroom"))!.id;
});
afterAll(async () => {
  await widget.close();
  await spa.close();
});

const page = (app: TestContext, url: string) =>
  app.app.inject({ url, headers: { accept: "text/html,*/*" } });

describe("security headers of the app", () => {
  it("sends a strict policy with the app's pages: own scripts only, never framed", async () => {
    const res = await page(spa, "/accounts/demo/newsroom/channels");
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // An installation on plain http must keep loading its own files.
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends the same headers with API answers and static files", async () => {
    for (const url of ["/api/health", "/assets/index-abc123.js", "/api/nope"]) {
      const res = await spa.app.inject({ url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(directives(res.headers["content-security-policy"]).get("frame-ancestors")).toEqual([
        "'none'",
      ]);
    }
  });

  it("allows the help widget's origin for scripts and connections when one is configured", async () => {
    const csp = directives((await page(widget, "/")).headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(["'self'", "https://help.example.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://help.example.com"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("what other sites load keeps working", () => {
  it("the reader embed keeps its own policy and may be framed by the account's sites", async () => {
    const channel = await spa.repos.channels.insert({ account_id: newsroomId, name: "Framed" });
    const open = await spa.app.inject({ url: `/embed/${channel.id}` });
    expect(open.statusCode).toBe(200);
    expect(directives(open.headers["content-security-policy"]).get("frame-ancestors")).toEqual([
      "*",
    ]);
    expect(open.headers["x-frame-options"]).toBeUndefined();
    expect(open.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(open.headers["x-content-type-options"]).toBe("nosniff");

    await spa.db.db
      .updateTable("accounts")
      .set({ settings: JSON.stringify({ embedAllowedOrigins: ["https://news.example.com"] }) })
      .where("id", "=", newsroomId)
      .execute();
    const limited = await spa.app.inject({ url: `/embed/${channel.id}` });
    const csp = directives(limited.headers["content-security-policy"]);
    expect(csp.get("frame-ancestors")).toContain("https://news.example.com");
    expect(csp.get("frame-ancestors")).not.toContain("'none'");
    expect(limited.headers["x-frame-options"]).toBeUndefined();
  });

  it("embed.js and oEmbed load from other origins", async () => {
    const script = await spa.app.inject({ url: "/embed.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(script.headers["content-security-policy"]).toBeUndefined();
    const oembed = await spa.app.inject({ url: "/oembed?url=https://elsewhere.example/x" });
    expect(oembed.headers["access-control-allow-origin"]).toBe("*");
    expect(oembed.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});

describe("missing build files", () => {
  it("answers 404 for a missing file under /assets, even to a browser accepting anything", async () => {
    for (const url of ["/assets/index-gone42.js", "/assets/style-gone42.css", "/assets/x/y.png"]) {
      const res = await spa.app.inject({ url, headers: { accept: "*/*" } });
      expectError(res, 404, "not-found");
      expect(res.body).not.toContain("<title>Ticker</title>");
    }
  });

  it("still serves index.html for app routes", async () => {
    for (const url of [
      "/",
      "/forgot-password",
      "/no/accounts/demo/newsroom/channels",
      "/assetsish",
    ]) {
      const res = await page(spa, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>Ticker</title>");
    }
  });
});
