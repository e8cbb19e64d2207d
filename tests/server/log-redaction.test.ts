import { randomBytes } from "node:crypto";
import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { REDACTED, redactUrl } from "../../server/log-redact";
import { bearer, signIn, testConfig } from "./helpers/test-app";
import { createTestDb, type TestDb } from "./helpers/test-db";

/** A server whose request log goes to a file, read back as its lines. */
let app: FastifyInstance;
let db: TestDb;
const logFile = join(mkdtempSync(join(tmpdir(), "ticker-log-")), "requests.log");
const logLines = () =>
  readFileSync(logFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg?: string; url?: string; status?: number });

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: "info" }),
    db: db.db,
    logger: { level: "info", stream: { write: (line: string) => appendFileSync(logFile, line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const secret = (label: string) => `${label}-${randomBytes(12).toString("hex")}`;

describe("the request log keeps no secret a URL carries", () => {
  it("redacts a custom API key, and reset, invitation and confirmation codes", async () => {
    const admin = await signIn(app, "admin");
    const apiKey = secret("custom-api-key");
    const codes = {
      reset: secret("reset"),
      invitation: secret("invitation"),
      accept: secret("accept"),
      confirm: secret("confirm"),
      registration: secret("registration"),
      page: secret("page"),
      pageNo: secret("page-no"),
    };
    const requests = [
      {
        method: "POST",
        url: `/api/accounts/newsroom.demo/api-keys?apiKey=${apiKey}`,
        payload: { name: "Logged" },
        headers: bearer(admin),
      },
      {
        method: "POST",
        url: `/api/password-reset/demo/${codes.reset}`,
        payload: { password: "Another-pass-1" },
      },
      { method: "GET", url: `/api/invitations/public/demo/${codes.invitation}` },
      {
        method: "POST",
        url: `/api/invitations/demo/${codes.accept}/accept`,
        headers: bearer(admin),
      },
      {
        method: "POST",
        url: `/api/email-confirmation/demo/${codes.confirm}`,
        headers: bearer(admin),
      },
      {
        method: "POST",
        url: `/api/registration-pages/public/demo/${codes.registration}/request`,
        payload: {},
      },
      { method: "GET", url: `/reset-password/demo/${codes.page}` },
      { method: "GET", url: `/no/confirm-invitation/demo/${codes.pageNo}?from=mail` },
    ] as const;
    for (const request of requests) await app.inject(request);

    const text = readFileSync(logFile, "utf8");
    for (const value of [apiKey, ...Object.values(codes)]) expect(text).not.toContain(value);
    const urls = logLines()
      .filter((line) => line.msg === "request")
      .map((line) => line.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `/api/accounts/newsroom.demo/api-keys?apiKey=${REDACTED}`,
        `/api/password-reset/demo/${REDACTED}`,
        `/api/invitations/public/demo/${REDACTED}`,
        `/api/invitations/demo/${REDACTED}/accept`,
        `/api/email-confirmation/demo/${REDACTED}`,
        `/api/registration-pages/public/demo/${REDACTED}/request`,
        `/reset-password/demo/${REDACTED}`,
        `/no/confirm-invitation/demo/${REDACTED}?from=mail`,
      ]),
    );
  });

  it("leaves URLs without secrets as they are", () => {
    for (const url of [
      "/api/accounts/newsroom.demo/api-keys",
      "/api/invitations/newsroom.demo",
      "/api/posts/newsroom.demo/5d1c8f8e?after=12&limit=20",
      "/embed/5d1c8f8e",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl("/x?limit=1&token=abc&b=2")).toBe(`/x?limit=1&token=${REDACTED}&b=2`);
    expect(redactUrl("/x?API_KEY=abc")).toBe(`/x?API_KEY=${REDACTED}`);
  });
});
