import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../../domain/schemas/media";
import { ZProfileOverview } from "../../domain/schemas/profile";
import { encodePng } from "../../e2e/support/png";
import { makeUser } from "./helpers/profile-users";
import { bearer, createTestApp, expectError, type TestContext } from "./helpers/test-app";
import { multipartFile, overLimitUpload, storedUploads, type UploadBody } from "./helpers/uploads";

/** Manage profile: the General tab (PUT /profile + email confirmation), password and photo. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (jwt: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: "/api/profile", headers: bearer(jwt), payload });
const overview = async (jwt: string) => {
  const res = await t.app.inject({ url: "/api/profile/overview", headers: bearer(jwt) });
  expect(res.statusCode).toBe(200);
  return ZProfileOverview.parse(res.json()).userInformation.user;
};
const confirm = (jwt: string, code: string, domain = "demo") =>
  t.app.inject({
    method: "POST",
    url: `/api/email-confirmation/${domain}/${code}`,
    headers: bearer(jwt),
  });
/** The code in the newest confirmation link mailed to an address. */
async function mailedCode(to: string): Promise<string> {
  const [mail] = await t.repos.outbox.list(to);
  expect(mail?.link).toMatch(/^http:\/\/ticker\.test\/confirm-email\/demo\//);
  return mail!.link!.split("/").pop()!;
}

describe("PUT /api/profile", () => {
  it("saves the trimmed name and username", async () => {
    const { user, jwt } = await makeUser(t);
    const res = await put(jwt, {
      displayName: "  Rita Reporter  ",
      username: `  rita-${user.id.slice(0, 6)} `,
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pendingEmail: null });
    const me = await overview(jwt);
    expect(me).toMatchObject({
      displayName: "Rita Reporter",
      username: `rita-${user.id.slice(0, 6)}`,
      email: user.email,
      pendingEmail: null,
    });
  });

  it("refuses a username or email another user signs in with", async () => {
    const { user, jwt } = await makeUser(t);
    expectError(
      await put(jwt, { displayName: "X", username: "EDITOR@ticker.local", email: user.email }),
      400,
      "username-taken",
    );
    expectError(
      await put(jwt, { displayName: "X", username: user.username, email: "Admin@ticker.local" }),
      400,
      "user-already-exists",
    );
    // Nothing was half-written.
    expect((await t.repos.users.findById(user.id))!.display_name).toBe(user.display_name);
  });

  it("checks bounds and formats", async () => {
    const { user, jwt } = await makeUser(t);
    for (const payload of [
      { displayName: "   ", username: user.username, email: user.email },
      { displayName: "x".repeat(121), username: user.username, email: user.email },
      { displayName: "Ok", username: "a b c", email: user.email },
      { displayName: "Ok", username: "ab", email: user.email },
      { displayName: "Ok", username: user.username, email: "not-an-email" },
      { displayName: "Ok", username: user.username },
    ]) {
      expectError(await put(jwt, payload), 400, "validation-failed");
    }
  });

  it("answers unauthorized without a token", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/profile", payload: {} });
    expectError(res, 401, "unauthorized");
  });
});

describe("email change and confirmation", () => {
  it("waits for the link mailed to the new address, then applies it once", async () => {
    const { user, jwt } = await makeUser(t);
    const next = `new-${user.username}@example.org`;
    const res = await put(jwt, { displayName: "Mo", username: user.username, email: next });
    expect(res.json()).toEqual({ pendingEmail: next });
    expect(await overview(jwt)).toMatchObject({ email: user.email, pendingEmail: next });
    const code = await mailedCode(next);

    const done = await confirm(jwt, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: next });
    expect(await overview(jwt)).toMatchObject({ email: next, pendingEmail: null });
    expectError(await confirm(jwt, code), 400, "email-confirmation-invalid");
  });

  it("only works for the user who asked, in their domain, before it expires", async () => {
    const asker = await makeUser(t);
    const other = await makeUser(t);
    const next = `moved-${asker.user.username}@example.org`;
    await put(asker.jwt, { displayName: "A", username: asker.user.username, email: next });
    const code = await mailedCode(next);
    expectError(await confirm(other.jwt, code), 400, "email-confirmation-invalid");
    expectError(await confirm(asker.jwt, code, "elsewhere"), 400, "email-confirmation-invalid");
    expectError(await confirm(asker.jwt, "no-such-code"), 400, "email-confirmation-invalid");
    await t.db.db
      .updateTable("email_change_requests")
      .set({ expires_utc: new Date(Date.now() - 1000) })
      .where("user_id", "=", asker.user.id)
      .execute();
    expectError(await confirm(asker.jwt, code), 400, "email-confirmation-invalid");
    expect((await t.repos.users.findById(asker.user.id))!.email).toBe(asker.user.email);
    expectError(
      await t.app.inject({ method: "POST", url: `/api/email-confirmation/demo/${code}` }),
      401,
      "unauthorized",
    );
  });

  it("keeps only the latest link, and dropping the change cancels it", async () => {
    const { user, jwt } = await makeUser(t);
    const first = `first-${user.username}@example.org`;
    const second = `second-${user.username}@example.org`;
    await put(jwt, { displayName: "B", username: user.username, email: first });
    const firstCode = await mailedCode(first);
    await put(jwt, { displayName: "B", username: user.username, email: second });
    expectError(await confirm(jwt, firstCode), 400, "email-confirmation-invalid");
    await put(jwt, { displayName: "B", username: user.username, email: user.email });
    expect((await overview(jwt)).pendingEmail).toBeNull();
    expectError(await confirm(jwt, await mailedCode(second)), 400, "email-confirmation-invalid");
  });

  it("refuses the change when the address was taken meanwhile", async () => {
    const asker = await makeUser(t);
    const taker = await makeUser(t);
    const next = `contested-${asker.user.username}@example.org`;
    await put(asker.jwt, { displayName: "C", username: asker.user.username, email: next });
    const code = await mailedCode(next);
    await put(taker.jwt, { displayName: "T", username: taker.user.username, email: next });
    await confirm(taker.jwt, await mailedCode(next));
    expectError(await confirm(asker.jwt, code), 400, "user-already-exists");
  });
});

describe("POST /api/profile/password", () => {
  const change = (jwt: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/profile/password", headers: bearer(jwt), payload });

  it("needs the current password", async () => {
    const { jwt } = await makeUser(t);
    expectError(
      await change(jwt, {
        currentPassword: "Wrong-pass-1",
        password: "Brand-new-1",
        repeatPassword: "Brand-new-1",
      }),
      400,
      "incorrect-current-password",
    );
  });

  it("applies the password rules", async () => {
    const { jwt, password } = await makeUser(t);
    expectError(
      await change(jwt, { currentPassword: password, password: "weak", repeatPassword: "weak" }),
      400,
      "password-too-weak",
    );
    expectError(
      await change(jwt, {
        currentPassword: password,
        password: "Brand-new-1",
        repeatPassword: "Brand-new-2",
      }),
      400,
      "passwords-must-match",
    );
  });

  it("changes it, so the new one signs in and the old one no longer does", async () => {
    const { user, jwt, password } = await makeUser(t);
    const res = await change(jwt, {
      currentPassword: password,
      password: "Brand-new-1",
      repeatPassword: "Brand-new-1",
    });
    expect(res.statusCode).toBe(200);
    const signIn = (pw: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/demo/authenticate",
        payload: { email: user.email, password: pw },
      });
    expect((await signIn("Brand-new-1")).statusCode).toBe(200);
    expect((await signIn(password)).statusCode).toBe(401);
  });
});

/** A real 2×2 PNG. */
function png(): Buffer {
  return encodePng(2, 2, () => [0, 128, 255]);
}

describe("profile photo", () => {
  const upload = (jwt: string, body: UploadBody = multipartFile(png())) =>
    t.app.inject({
      method: "POST",
      url: "/api/profile/avatar",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(jwt) },
    });

  it("is uploaded, served, shown in the profile and removed", async () => {
    const { jwt } = await makeUser(t);
    const res = await upload(jwt);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json<{ avatarUrl: string }>();
    expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ url: avatarUrl })).statusCode).toBe(200);
    const me = await overview(jwt);
    expect(me.avatarUrl).toBe(avatarUrl);
    expect(me.mainAuthor.content.url).toBe(avatarUrl);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/profile/avatar",
      headers: bearer(jwt),
    });
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect((await overview(jwt)).avatarUrl).toBeNull();
  });

  it("accepts images only", async () => {
    const { jwt } = await makeUser(t);
    expectError(
      await upload(jwt, multipartFile(Buffer.from("not an image"))),
      400,
      "image-type-unsupported",
    );
    expectError(await upload(jwt, multipartFile(png(), { field: "other" })), 400, "bad-request");
    const json = await t.app.inject({
      method: "POST",
      url: "/api/profile/avatar",
      headers: bearer(jwt),
      payload: { file: "x" },
    });
    expectError(json, 415, "unsupported-media-type");
    expectError(
      await t.app.inject({ method: "POST", url: "/api/profile/avatar", ...multipartFile(png()) }),
      401,
      "unauthorized",
    );
  });

  it("stores nothing of a photo one byte over IMAGE_MAX_BYTES", async () => {
    const { jwt, user } = await makeUser(t);
    const before = await storedUploads(t);
    expectError(await upload(jwt, overLimitUpload(IMAGE_MAX_BYTES)), 413, "image-too-large");
    expect(await storedUploads(t)).toEqual(before);
    expect((await t.repos.users.findById(user.id))?.avatar_url).toBeNull();
  });
});

describe("while an administrator represents the user", () => {
  it("names and photo may change, credentials may not", async () => {
    const { user } = await makeUser(t);
    const admin = (await t.repos.users.findByEmail("demo", "admin@ticker.local"))!;
    const jwt = await t.tokens.sign({ userId: user.id, domain: "demo", actorId: admin.id });
    const renamed = await put(jwt, {
      displayName: "Renamed by admin",
      username: user.username,
      email: user.email,
    });
    expect(renamed.statusCode).toBe(200);
    expectError(
      await put(jwt, { displayName: "X", username: user.username, email: "taken@example.org" }),
      403,
      "forbidden",
    );
    const password = await t.app.inject({
      method: "POST",
      url: "/api/profile/password",
      headers: bearer(jwt),
      payload: {
        currentPassword: "Profile-pass-1",
        password: "Brand-new-1",
        repeatPassword: "Brand-new-1",
      },
    });
    expectError(password, 403, "forbidden");
  });
});
