import { describe, expect, it } from "vitest";
import { NON_CHANGES, REPRESENTED_WRITES } from "../../domain/activity";
import { demoNewsroom, demoUserId } from "./helpers/demo";
import { appForFile, bearer, expectError, signIn } from "./helpers/test-app";

/** "Sign in as": tokens naming a representing administrator, and what the server does with them. */
const t = await appForFile();
const adminId = await demoUserId(t, "admin");
const editorId = await demoUserId(t, "editor");
const { newsroomId } = await demoNewsroom(t);

const representedToken = () =>
  t.tokens.sign({ userId: editorId, domain: "demo", actorId: adminId });
const overview = (jwt: string) =>
  t.app.inject({ url: "/api/profile/overview", headers: bearer(jwt) });

describe("represented tokens", () => {
  it("act as the represented user and say so in the profile", async () => {
    const res = await overview(await representedToken());
    expect(res.statusCode).toBe(200);
    expect(res.json().userInformation.user).toMatchObject({
      email: "editor@ticker.local",
      isRepresented: true,
    });
  });

  it("are not represented for an ordinary sign-in", async () => {
    const res = await overview(await signIn(t.app, "editor"));
    expect(res.json().userInformation.user.isRepresented).toBe(false);
  });

  it("stay represented when refreshed", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/update",
      payload: { jwt: await representedToken() },
    });
    expect(res.statusCode).toBe(200);
    const verified = await t.tokens.verify(res.json<{ jwt: string }>().jwt);
    expect(verified).toMatchObject({ ok: true, claims: { userId: editorId, actorId: adminId } });
  });

  it("stop working when the representing administrator no longer exists", async () => {
    const ghost = "00000000-0000-4000-8000-000000000001";
    const jwt = await t.tokens.sign({ userId: editorId, domain: "demo", actorId: ghost });
    expectError(await overview(jwt), 401, "token-invalid");
  });

  it("log every successful write with both identities", async () => {
    const jwt = await representedToken();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tags/newsroom.demo",
      headers: bearer(jwt),
      payload: { name: `Represented ${Date.now()}` },
    });
    expect(created.statusCode).toBe(201);
    const { items } = await t.repos.activity.page(newsroomId, { page: 1, pageSize: 5 });
    expect(items[0]).toMatchObject({
      action: "represented.request",
      actor: { id: editorId, displayName: "Ed Editor" },
      representedBy: { id: adminId, displayName: "Ada Admin" },
      details: {
        method: "POST",
        path: "/api/tags/newsroom.demo",
        status: 201,
        write: "tag-create",
      },
    });
  });

  it("name their writes by routes the server has", () => {
    for (const key of Object.keys(REPRESENTED_WRITES)) {
      const [method, url] = key.split(" ") as ["POST" | "PUT" | "DELETE", string];
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it("name their non-changes by routes the server has", () => {
    for (const key of NON_CHANGES) {
      const [method, url] = key.split(" ") as ["POST", string];
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it("log no typing heartbeat (presence)", async () => {
    const before = (await t.repos.activity.page(newsroomId, { page: 1, pageSize: 1 })).total;
    const jwt = await representedToken();
    const [channel] = await t.repos.channels.listActive(newsroomId);
    for (const state of ["typing", "idle"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/live/newsroom.demo/${channel!.id}/presence`,
        headers: bearer(jwt),
        payload: { state },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    expect((await t.repos.activity.page(newsroomId, { page: 1, pageSize: 1 })).total).toBe(before);
  });

  it("log no reads and no refused writes", async () => {
    const before = (await t.repos.activity.page(newsroomId, { page: 1, pageSize: 1 })).total;
    const jwt = await representedToken();
    await t.app.inject({ url: "/api/tags/newsroom.demo", headers: bearer(jwt) });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/tags/newsroom.demo",
      headers: bearer(jwt),
      payload: { name: "" },
    });
    expect(refused.statusCode).toBe(400);
    expect((await t.repos.activity.page(newsroomId, { page: 1, pageSize: 1 })).total).toBe(before);
  });
});
