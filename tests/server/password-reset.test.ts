import { describe, expect, it } from "vitest";
import { appForFile, authenticate, DEMO, expectError, postRaw } from "./helpers/test-app";

const t = await appForFile();

const start = (email: string, domain = "demo") =>
  t.app.inject({ method: "POST", url: `/api/password-reset/${domain}`, payload: { email } });

const complete = (code: string, password: string, repeatPassword = password) =>
  t.app.inject({
    method: "POST",
    url: `/api/password-reset/demo/${code}`,
    payload: { password, repeatPassword },
  });

/** Requests a reset and reads the code from the link in the newest outbox mail. */
async function requestCode(email: string): Promise<string> {
  expect((await start(email)).statusCode).toBe(202);
  const [mail] = await t.repos.outbox.list(email);
  const prefix = "http://ticker.test/reset-password/demo/";
  expect(mail?.link).toMatch(new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`));
  expect(mail?.text).toContain(mail?.link);
  return mail!.link!.slice(prefix.length);
}

const login = (email: string, password: string) => authenticate(t.app, { email, password });

describe("password reset", () => {
  it("runs the full flow: request, mail with link, new password, sign in", async () => {
    const code = await requestCode(DEMO.editor.email);
    const res = await complete(code, "Brand-new-pass-2");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectError(await login(DEMO.editor.email, DEMO.editor.password), 401, "not-authenticated");
    expect((await login(DEMO.editor.email, "Brand-new-pass-2")).statusCode).toBe(200);
  });

  it("refuses a used code with reset-code-invalid", async () => {
    const code = await requestCode(DEMO.guest.email);
    expect((await complete(code, "Guest-new-pass-3")).statusCode).toBe(200);
    expectError(await complete(code, "Guest-other-pass-4"), 400, "reset-code-invalid");
    expect((await login(DEMO.guest.email, "Guest-new-pass-3")).statusCode).toBe(200);
  });

  it("refuses an expired code with reset-code-invalid", async () => {
    const code = await requestCode(DEMO.admin.email);
    await t.db.db
      .updateTable("password_reset_codes")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("used_at", "is", null)
      .execute();
    expectError(await complete(code, "Admin-new-pass-5"), 400, "reset-code-invalid");
    expect((await login(DEMO.admin.email, DEMO.admin.password)).statusCode).toBe(200);
  });

  it("refuses an unknown code and a code from another domain", async () => {
    expectError(await complete("x".repeat(43), "Valid-pass-6"), 400, "reset-code-invalid");
    const code = await requestCode(DEMO.admin.email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/password-reset/elsewhere/${code}`,
      payload: { password: "Valid-pass-6", repeatPassword: "Valid-pass-6" },
    });
    expectError(res, 400, "reset-code-invalid");
  });

  it("refuses a weak password with password-too-weak and keeps the code usable", async () => {
    const code = await requestCode(DEMO.admin.email);
    const weak = expectError(await complete(code, "alllowercase"), 400, "password-too-weak");
    expect(weak.fields?.password).toBe("password-too-weak");
    expectError(await complete(code, "Sh0rt!"), 400, "password-too-weak");
    expect((await complete(code, "Strong-enough-7")).statusCode).toBe(200);
  });

  it("refuses different passwords with passwords-must-match", async () => {
    const code = await requestCode(DEMO.admin.email);
    const res = await complete(code, "Strong-enough-8", "Strong-enough-9");
    const body = expectError(res, 400, "passwords-must-match");
    expect(body.fields?.repeatPassword).toBe("passwords-must-match");
  });

  it("accepts an unknown address without sending mail (no user enumeration)", async () => {
    const res = await start("nobody@ticker.local");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.repos.outbox.list("nobody@ticker.local")).toEqual([]);
    expect((await start("nobody@ticker.local", "atlantis")).statusCode).toBe(202);
  });

  it("validates the request body", async () => {
    expectError(await start("not-an-email"), 400, "validation-failed");
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/demo",
      payload: {},
    });
    expectError(missing, 400, "validation-failed");
    const broken = await postRaw(t.app, "/api/password-reset/demo/abc", "application/json", "{");
    expectError(broken, 400, "malformed-json");
  });
});
