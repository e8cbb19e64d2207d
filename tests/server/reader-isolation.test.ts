import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CONTRIBUTION_SETTINGS } from "../../domain/schemas/contribution";
import { directives } from "./helpers/csp";
import { caller, newChannel } from "./helpers/demo";
import { createTestApp, signIn, type TestContext } from "./helpers/test-app";

/**
 * The reader page runs the account's own code, so it is served sandboxed at an opaque
 * origin, and the reader API it calls answers that origin (`Origin: null`) without credentials.
 */

let t: TestContext;
let admin: string;
let channelId: string;
const H = "newsroom.demo";
const NULL_ORIGIN = { origin: "null" };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

function expectSandboxed(header: unknown): void {
  const sandbox = directives(header).get("sandbox");
  expect(sandbox).toBeDefined();
  expect(sandbox).toContain("allow-scripts");
  expect(sandbox).not.toContain("allow-same-origin");
  expect(sandbox).not.toContain("allow-top-navigation");
}

function expectPublicCors(headers: Record<string, unknown>): void {
  expect(headers["access-control-allow-origin"]).toBe("*");
  expect(headers["access-control-allow-credentials"]).toBeUndefined();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  const newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
  channelId = await newChannel(t, newsroomId, "Isolated");
  const settings = await caller(t)("PUT", `/contribution-settings/${H}/${channelId}`, admin, {
    ...DEFAULT_CONTRIBUTION_SETTINGS,
    comments: true,
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(() => t.close());

describe("the reader page is sandboxed", () => {
  it("answers a CSP sandbox without allow-same-origin, and CORS without credentials", async () => {
    const res = await t.app.inject({ url: `/embed/${channelId}?lang=en` });
    expect(res.statusCode).toBe(200);
    expectSandboxed(res.headers["content-security-policy"]);
    // Its own older pages are read by the sandboxed page ("Load more"): public HTML.
    expectPublicCors(res.headers);
  });

  it("stays sandboxed when the account restricts who may frame it, and when not found", async () => {
    const access = await caller(t)("PUT", `/accounts/${H}/content-access`, admin, {
      allowedOrigins: ["https://www.example.com"],
    });
    expect(access.statusCode, access.body).toBe(200);
    const restricted = await t.app.inject({ url: `/embed/${channelId}` });
    const csp = directives(restricted.headers["content-security-policy"]);
    expect(csp.get("frame-ancestors")).toEqual(["https://www.example.com"]);
    expectSandboxed(restricted.headers["content-security-policy"]);
    await caller(t)("PUT", `/accounts/${H}/content-access`, admin, { allowedOrigins: [] });

    const missing = await t.app.inject({ url: `/embed/${UNKNOWN}` });
    expect(missing.statusCode).toBe(404);
    expectSandboxed(missing.headers["content-security-policy"]);
  });
});

describe("the reader API answers the sandboxed page", () => {
  it("lets Origin: null read changes, settings and contributions, refusals too", async () => {
    for (const url of [
      `/api/live/public/${channelId}/changes?since=0`,
      `/api/live/public/${channelId}/contributions/settings`,
      `/api/live/public/${channelId}/contributions`,
      `/api/live/public/${UNKNOWN}/changes?since=0`,
    ]) {
      const res = await t.app.inject({ url, headers: NULL_ORIGIN });
      expect(res.statusCode, url).toBe(url.includes(UNKNOWN) ? 404 : 200);
      expectPublicCors(res.headers);
    }
  });

  it("answers the preflights of a contribution and a vote, then the contribution itself", async () => {
    for (const url of [
      `/api/live/public/${channelId}/contributions`,
      `/api/live/public/${channelId}/posts/${UNKNOWN}/polls/poll-1/votes`,
    ]) {
      const res = await t.app.inject({
        method: "OPTIONS",
        url,
        headers: {
          ...NULL_ORIGIN,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(res.statusCode, url).toBe(204);
      expectPublicCors(res.headers);
      expect(String(res.headers["access-control-allow-methods"])).toContain("POST");
      expect(String(res.headers["access-control-allow-headers"])).toContain("content-type");
    }
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/live/public/${channelId}/contributions`,
      headers: NULL_ORIGIN,
      payload: { kind: "comment", name: "Reader", contact: "", message: "From a sandbox" },
      remoteAddress: "10.34.0.1",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expectPublicCors(sent.headers);
  });

  it("never lets the sandboxed page read the editors' API", async () => {
    const res = await t.app.inject({
      url: "/api/profile/overview",
      headers: { ...NULL_ORIGIN, authorization: `Bearer ${admin}` },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});
