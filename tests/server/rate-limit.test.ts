import { describe, expect, it } from "vitest";
import { appForFile, authenticate, DEMO, expectError } from "./helpers/test-app";

const t = await appForFile({ RATE_LIMIT_LOGIN_PER_MINUTE: "3", RATE_LIMIT_IP_PER_MINUTE: "8" });

const login = (email: string, password = "Wrong-pass-1") =>
  authenticate(t.app, { email, password });

describe("rate limits on sign-in and password reset", () => {
  it("answers 429 rate-limited after the per-account limit, without touching other accounts", async () => {
    for (let i = 0; i < 3; i++) expect((await login(DEMO.editor.email)).statusCode).toBe(401);
    const limited = await login(DEMO.editor.email, DEMO.editor.password);
    expectError(limited, 429, "rate-limited");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await login(DEMO.admin.email, DEMO.admin.password)).statusCode).toBe(200);
  });

  it("limits password reset requests per account separately from sign-in", async () => {
    const start = () =>
      t.app.inject({
        method: "POST",
        url: "/api/password-reset/demo",
        payload: { email: DEMO.editor.email },
      });
    for (let i = 0; i < 3; i++) expect((await start()).statusCode).toBe(202);
    expectError(await start(), 429, "rate-limited");
  });

  it("limits one client address across accounts", async () => {
    // Four sign-ins from this address counted so far (the refused one is not); the limit is 8.
    for (let i = 0; i < 4; i++) expect((await login(`user${i}@ticker.local`)).statusCode).toBe(401);
    expectError(await login("one-more@ticker.local"), 429, "rate-limited");
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo/authenticate",
      remoteAddress: "10.9.8.7",
      payload: DEMO.guest,
    });
    expect(other.statusCode).toBe(200);
  });
});
