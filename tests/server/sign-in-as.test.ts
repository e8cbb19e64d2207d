import { describe, expect, it } from "vitest";
import { ZProfileOverview } from "../../domain/schemas/profile";
import { demoNewsroom, demoUserId } from "./helpers/demo";
import { makeUser } from "./helpers/profile-users";
import { appForFile, bearer, expectError, signIn } from "./helpers/test-app";

/** POST /users/{host}/{id}/sign-in-as and what the represented token may do. */
const t = await appForFile();
const adminJwt = await signIn(t.app, "admin");
const adminId = await demoUserId(t, "admin");
const editorId = await demoUserId(t, "editor");
const { newsroomId } = await demoNewsroom(t);
const sportsId = (await t.repos.accounts.findByKey("demo", "sports"))!.id;

const signInAs = (jwt: string, userId: string, host = "newsroom.demo") =>
  t.app.inject({
    method: "POST",
    url: `/api/users/${host}/${userId}/sign-in-as`,
    headers: bearer(jwt),
  });
const overview = (jwt: string) =>
  t.app.inject({ url: "/api/profile/overview", headers: bearer(jwt) });
const latest = async (accountId: string) =>
  (await t.repos.activity.page(accountId, { page: 1, pageSize: 1 })).items[0];

describe("signing in as another user", () => {
  it("gives the admin a token acting as the user and logs it", async () => {
    const res = await signInAs(adminJwt, editorId);
    expect(res.statusCode).toBe(200);
    const { jwt } = res.json<{ jwt: string }>();
    expect(await t.tokens.verify(jwt)).toMatchObject({
      ok: true,
      claims: { userId: editorId, actorId: adminId },
    });
    const me = ZProfileOverview.parse((await overview(jwt)).json()).userInformation.user;
    expect(me).toMatchObject({ email: "editor@ticker.local", isRepresented: true });
    expect(await latest(newsroomId)).toMatchObject({
      action: "user.sign-in-as",
      actor: { id: adminId, displayName: "Ada Admin" },
      representedBy: null,
      target: { type: "user", id: editorId, name: "Ed Editor" },
    });
  });

  it("records the represented user's writes with both identities", async () => {
    const { user } = await makeUser(t, { name: "Willa Writer" });
    const { jwt } = (await signInAs(adminJwt, user.id)).json<{ jwt: string }>();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: bearer(jwt),
      payload: { displayName: "Willa W.", username: user.username, email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await latest(newsroomId)).toMatchObject({
      action: "represented.request",
      // Named as they were when the request came in.
      actor: { id: user.id, displayName: "Willa Writer" },
      representedBy: { id: adminId, displayName: "Ada Admin" },
      details: { method: "PUT", path: "/api/profile", status: 200 },
    });
  });

  it("stops working once the representing administrator is deleted", async () => {
    const second = await makeUser(t, { role: "admin", name: "Second Admin" });
    const { user } = await makeUser(t);
    const res = await signInAs(second.jwt, user.id);
    expect(res.statusCode).toBe(200);
    const { jwt } = res.json<{ jwt: string }>();
    expect((await overview(jwt)).statusCode).toBe(200);
    await t.db.db.deleteFrom("users").where("id", "=", second.user.id).execute();
    expectError(await overview(jwt), 401, "token-invalid");
  });

  it("is refused for yourself, and while already representing someone", async () => {
    expectError(await signInAs(adminJwt, adminId), 400, "cannot-sign-in-as-self");
    const { user } = await makeUser(t);
    const { jwt } = (await signInAs(adminJwt, user.id)).json<{ jwt: string }>();
    const other = await makeUser(t);
    expectError(await signInAs(jwt, other.user.id), 403, "forbidden");
  });

  it("is refused to users and guests, and without a token", async () => {
    const { user } = await makeUser(t);
    expectError(await signInAs(await signIn(t.app, "editor"), user.id), 403, "forbidden");
    expectError(await signInAs(await signIn(t.app, "guest"), user.id), 403, "forbidden");
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/users/newsroom.demo/${user.id}/sign-in-as`,
    });
    expectError(anonymous, 401, "unauthorized");
  });

  it("answers not-found for unknown users and users outside the account", async () => {
    expectError(await signInAs(adminJwt, "00000000-0000-4000-8000-00000000abcd"), 404, "not-found");
    expectError(await signInAs(adminJwt, "not-a-uuid"), 404, "not-found");
    const sportsOnly = await makeUser(t, { accountKey: "sports" });
    expectError(await signInAs(adminJwt, sportsOnly.user.id), 404, "not-found");
    expectError(await signInAs(adminJwt, editorId, "nope.demo"), 403, "forbidden");
  });

  it("lets the organisation admin represent sub-account users", async () => {
    const { user } = await makeUser(t, { accountKey: "sports" });
    const res = await signInAs(adminJwt, user.id, "sports.demo");
    expect(res.statusCode).toBe(200);
    expect((await latest(sportsId))?.action).toBe("user.sign-in-as");
  });

  it("lets a sub-account admin represent its own users, never an organisation admin", async () => {
    const sportsAdmin = await makeUser(t, { accountKey: "sports", role: "admin" });
    const member = await makeUser(t, { accountKey: "sports" });
    expect((await signInAs(sportsAdmin.jwt, member.user.id, "sports.demo")).statusCode).toBe(200);
    // The organisation admin also holds access to @sports.
    expectError(await signInAs(sportsAdmin.jwt, adminId, "sports.demo"), 403, "forbidden");
    // Someone who can also reach @newsroom would hand the sub-account admin that access.
    const crossing = await makeUser(t, {
      accountKey: "sports",
      alsoIn: [{ accountKey: "newsroom", role: "user" }],
    });
    expectError(await signInAs(sportsAdmin.jwt, crossing.user.id, "sports.demo"), 403, "forbidden");
    // And the sub-account admin administers nothing in @newsroom.
    expectError(await signInAs(sportsAdmin.jwt, editorId, "newsroom.demo"), 403, "forbidden");
  });
});
