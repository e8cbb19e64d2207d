import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ZChannel, ZChannelList, ZChannelOverview } from "../../domain/schemas/channel";
import { demoApp, demoNewsroom } from "./helpers/demo";
import { bearer, expectError } from "./helpers/test-app";

const { t, admin, editor, guest } = await demoApp();
const { newsroomId, matchDayId, electionId } = await demoNewsroom(t);

const H = "newsroom.demo";
const get = (url: string, jwt: string) => t.app.inject({ url, headers: bearer(jwt) });
const post = (url: string, jwt: string, payload?: unknown) =>
  t.app.inject({ method: "POST", url, headers: bearer(jwt), ...(payload ? { payload } : {}) });
const list = async (jwt = admin) =>
  ZChannelList.parse((await get(`/api/channels/${H}`, jwt)).json());
const create = (name: string, jwt = admin, host = H) =>
  post(`/api/channels/${host}`, jwt, { name, type: "", config: {} });

describe("POST /channels/{host}", () => {
  it("creates a channel that heads the list", async () => {
    const res = await create("  Budget day  ");
    expect(res.statusCode).toBe(201);
    const channel = ZChannel.parse(res.json());
    expect(channel).toMatchObject({ name: "Budget day", archived: false, channelId: channel.id });
    expect(channel.lastUsedUtc).toBe(channel.createdUtc);
    expect((await list())[0]).toMatchObject({ id: channel.id, name: "Budget day" });
  });

  it("accepts the body without type and config (defaults)", async () => {
    const res = await post(`/api/channels/${H}`, admin, { name: "Short body" });
    expect(res.statusCode).toBe(201);
  });

  it("validates the name and the empty type/config", async () => {
    expectError(await create("   "), 400, "validation-failed");
    expectError(await create("x".repeat(121)), 400, "validation-failed");
    expectError(
      await post(`/api/channels/${H}`, admin, { name: "Typed", type: "sports", config: {} }),
      400,
      "validation-failed",
    );
    expectError(await post(`/api/channels/${H}`, admin, {}), 400, "validation-failed");
  });

  it("forbids a user without manageChannels (the seeded editor)", async () => {
    expectError(await create("Not mine", editor), 403, "forbidden");
  });

  it("forbids the guest", async () => {
    expectError(await create("Guest channel", guest), 403, "forbidden");
  });

  it("forbids an account the user has no access to, and needs a token", async () => {
    expectError(await create("Elsewhere", editor, "sports.demo"), 403, "forbidden");
    expectError(
      await t.app.inject({ method: "POST", url: `/api/channels/${H}`, payload: { name: "x" } }),
      401,
      "unauthorized",
    );
  });

  it("lets the admin create in the sub-account through cross-account access", async () => {
    const res = await create("Cup final", admin, "sports.demo");
    expect(res.statusCode).toBe(201);
    const sports = ZChannelList.parse((await get("/api/channels/sports.demo", admin)).json());
    expect(sports.map((c) => c.name)).toEqual(["Cup final"]);
    // ...and it is not a channel of the newsroom.
    const id = res.json<{ id: string }>().id;
    expectError(await get(`/api/channels/${H}/${id}`, admin), 404, "not-found");
  });
});

describe("POST /channels/{host}/{id}/rename", () => {
  it("renames, and the list and the detail follow", async () => {
    const id = ZChannel.parse((await create("Old name")).json()).id;
    const res = await post(
      `/api/channels/${H}/${id}/rename?channelName=${encodeURIComponent(" New name ")}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(ZChannel.parse(res.json()).name).toBe("New name");
    expect((await get(`/api/channels/${H}/${id}`, admin)).json()).toMatchObject({
      name: "New name",
    });
    expect((await list()).find((c) => c.id === id)?.name).toBe("New name");
  });

  it("validates the name", async () => {
    expectError(
      await post(`/api/channels/${H}/${electionId}/rename`, admin),
      400,
      "validation-failed",
    );
    expectError(
      await post(`/api/channels/${H}/${electionId}/rename?channelName=%20`, admin),
      400,
      "validation-failed",
    );
  });

  it("forbids the editor and the guest, even on the guest's own channel", async () => {
    expectError(
      await post(`/api/channels/${H}/${electionId}/rename?channelName=x`, editor),
      403,
      "forbidden",
    );
    expectError(
      await post(`/api/channels/${H}/${matchDayId}/rename?channelName=x`, guest),
      403,
      "forbidden",
    );
  });

  it("answers not-found for unknown or foreign channels", async () => {
    expectError(
      await post(
        `/api/channels/${H}/00000000-0000-4000-8000-000000000000/rename?channelName=x`,
        admin,
      ),
      404,
      "not-found",
    );
    expectError(
      await post(`/api/channels/sports.demo/${electionId}/rename?channelName=x`, admin),
      404,
      "not-found",
    );
  });
});

describe("POST /channels/{host}/{id}/archive", () => {
  it("archives: the channel leaves both lists, stays readable, and cannot be undone", async () => {
    const id = ZChannel.parse((await create("To archive")).json()).id;
    const res = await post(`/api/channels/${H}/${id}/archive`, admin);
    expect(res.statusCode).toBe(200);
    expect(ZChannel.parse(res.json())).toMatchObject({ id, archived: true });
    expect((await list()).some((c) => c.id === id)).toBe(false);
    const lastUsed = ZChannelList.parse((await get(`/api/channels/last-used/${H}`, admin)).json());
    expect(lastUsed.some((c) => c.id === id)).toBe(false);
    expect((await get(`/api/channels/${H}/${id}`, admin)).json()).toMatchObject({ archived: true });
    // Writes to an archived channel are refused.
    expectError(await post(`/api/channels/${H}/${id}/archive`, admin), 400, "channel-archived");
    expectError(
      await post(`/api/channels/${H}/${id}/rename?channelName=Back`, admin),
      400,
      "channel-archived",
    );
  });

  it("forbids the editor, the guest and other accounts", async () => {
    expectError(await post(`/api/channels/${H}/${electionId}/archive`, editor), 403, "forbidden");
    expectError(await post(`/api/channels/${H}/${matchDayId}/archive`, guest), 403, "forbidden");
    expectError(
      await post(`/api/channels/sports.demo/${electionId}/archive`, editor),
      403,
      "forbidden",
    );
    expect((await list()).some((c) => c.id === electionId)).toBe(true);
  });

  it("validates the id", async () => {
    expectError(await post(`/api/channels/${H}/nope/archive`, admin), 400, "validation-failed");
  });
});

describe("GET /channels/{host}/{id}/overview", () => {
  it("answers the channel with zero counts and moves it to the top of the lists", async () => {
    const before = await list();
    const last = before[before.length - 1]!;
    const res = await get(`/api/channels/${H}/${last.id}/overview`, editor);
    expect(res.statusCode).toBe(200);
    const overview = ZChannelOverview.parse(res.json());
    expect(overview).toMatchObject({ posts: 0, drafts: 0, scheduled: 0, lastPostUtc: null });
    expect(Date.parse(overview.channel.lastUsedUtc)).toBeGreaterThan(Date.parse(last.lastUsedUtc));
    expect((await list())[0]!.id).toBe(last.id);
    const lastUsed = ZChannelList.parse((await get(`/api/channels/last-used/${H}`, admin)).json());
    expect(lastUsed[0]!.id).toBe(last.id);
  });

  it("counts live posts, open drafts and scheduled drafts", async () => {
    const userId = (await t.repos.users.findByEmail("demo", "admin@ticker.local"))!.id;
    const db = t.db.db;
    const at = new Date("2026-01-02T03:04:05.000Z");
    await sql`insert into posts (channel_id, account_id, sort_order, created_utc)
      values (${electionId}, ${newsroomId}, 1, ${at}), (${electionId}, ${newsroomId}, 2, ${new Date("2025-01-01T00:00:00Z")})`.execute(
      db,
    );
    await sql`insert into posts (channel_id, account_id, sort_order, deleted_utc, created_utc)
      values (${electionId}, ${newsroomId}, 3, now(), ${new Date("2027-01-01T00:00:00Z")})`.execute(
      db,
    );
    await sql`insert into drafts (channel_id, account_id, user_id, scheduled_utc)
      values (${electionId}, ${newsroomId}, ${userId}, null),
             (${electionId}, ${newsroomId}, ${userId}, ${new Date(Date.now() + 3_600_000)})`.execute(
      db,
    );
    await sql`insert into drafts (channel_id, account_id, user_id, published_utc)
      values (${electionId}, ${newsroomId}, ${userId}, now())`.execute(db);
    const overview = ZChannelOverview.parse(
      (await get(`/api/channels/${H}/${electionId}/overview`, admin)).json(),
    );
    expect(overview).toMatchObject({
      posts: 2,
      drafts: 2,
      scheduled: 1,
      lastPostUtc: at.toISOString(),
    });
  });

  it("counts the reader comments and questions waiting for review, for moderators only", async () => {
    await sql`insert into contributions (channel_id, kind, author_name, message, status)
      values (${matchDayId}, 'comment', 'Kari', 'Pending comment', 'pending'),
             (${matchDayId}, 'question', 'Ola', 'Pending question', 'pending'),
             (${matchDayId}, 'comment', 'Per', 'Approved', 'published'),
             (${matchDayId}, 'question', 'Liv', 'Binned', 'deleted'),
             (${electionId}, 'comment', 'Ane', 'Other channel', 'pending')`.execute(t.db.db);
    const overview = async (jwt: string) =>
      ZChannelOverview.parse((await get(`/api/channels/${H}/${matchDayId}/overview`, jwt)).json());
    expect((await overview(admin)).pendingContributions).toBe(2);
    expect((await overview(guest)).pendingContributions).toBe(0);
  });

  it("gives the guest its own channel only", async () => {
    expect((await get(`/api/channels/${H}/${matchDayId}/overview`, guest)).statusCode).toBe(200);
    expectError(await get(`/api/channels/${H}/${electionId}/overview`, guest), 403, "forbidden");
  });

  it("answers not-found for other accounts' channels and forbids foreign accounts", async () => {
    expectError(
      await get(`/api/channels/sports.demo/${electionId}/overview`, admin),
      404,
      "not-found",
    );
    expectError(
      await get(`/api/channels/sports.demo/${electionId}/overview`, editor),
      403,
      "forbidden",
    );
  });

  it("does not bring an archived channel back to the lists", async () => {
    const id = ZChannel.parse((await create("Archived overview")).json()).id;
    await post(`/api/channels/${H}/${id}/archive`, admin);
    const res = await get(`/api/channels/${H}/${id}/overview`, admin);
    expect(res.statusCode).toBe(200);
    expect(ZChannelOverview.parse(res.json()).channel.archived).toBe(true);
    expect((await list()).some((c) => c.id === id)).toBe(false);
  });
});
