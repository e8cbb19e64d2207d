import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectError, type TestContext } from "./helpers/test-app";

let t: TestContext;
let spa: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), "ticker-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Ticker</title>");
  writeFileSync(join(dist, "login.html"), "<!doctype html><title>Ticker sign-in</title>");
  mkdirSync(join(dist, "builds"));
  writeFileSync(join(dist, "builds", "latest.json"), '{"id":"b1"}');
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
  spa = await createTestApp({ STATIC_DIR: dist }, t.db);
});
afterAll(async () => {
  await spa.close();
  await t.close();
});

describe("health and unknown API routes", () => {
  it("GET /api/health answers ok", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers not-found for unknown /api routes, any method", async () => {
    expectError(await t.app.inject({ url: "/api/nope" }), 404, "not-found");
    expectError(
      await t.app.inject({ method: "POST", url: "/api/nope/deeper", payload: {} }),
      404,
      "not-found",
    );
    expectError(
      await spa.app.inject({ url: "/api/nope", headers: { accept: "text/html" } }),
      404,
      "not-found",
    );
  });

  it("answers not-found for pages when no build exists", async () => {
    expectError(
      await t.app.inject({ url: "/login", headers: { accept: "text/html" } }),
      404,
      "not-found",
    );
  });
});

describe("serving the SPA", () => {
  it("serves index.html for client routes that accept html", async () => {
    for (const url of ["/", "/forgot-password", "/no/accounts/demo/newsroom/channels?x=1"]) {
      const res = await spa.app.inject({ url, headers: { accept: "text/html,*/*" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>Ticker</title>");
    }
  });

  it("serves the sign-in page (login.html) on the sign-in paths, uncached", async () => {
    for (const url of ["/login", "/login/", "/no/login", "/login?redirectUrl=%2Fusers"]) {
      const res = await spa.app.inject({ url, headers: { accept: "text/html,*/*" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Ticker sign-in</title>");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    // Not a sign-in path: the app decides (its not-found page).
    const other = await spa.app.inject({ url: "/login-help", headers: { accept: "text/html" } });
    expect(other.body).toContain("<title>Ticker</title>");
  });

  it("answers a JSON 404 to non-html requests for missing files", async () => {
    const res = await spa.app.inject({
      url: "/assets/missing.js",
      headers: { accept: "application/javascript" },
    });
    expectError(res, 404, "not-found");
  });

  it("serves builds/*.json uncached and hashed assets as immutable", async () => {
    const latest = await spa.app.inject({ url: "/builds/latest.json" });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({ id: "b1" });
    expect(latest.headers["cache-control"]).toBe("no-cache");
    const asset = await spa.app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
  });
});
