import { describe, expect, it } from "vitest";
import { ZChannel, ZChannelList } from "../../domain/schemas/channel";
import { demoApp, demoNewsroom } from "./helpers/demo";
import { bearer, expectError } from "./helpers/test-app";

const { t, admin, editor, guest } = await demoApp();
const { matchDayId, electionId } = await demoNewsroom(t);

const get = (url: string, jwt: string) => t.app.inject({ url, headers: bearer(jwt) });

describe("channel lists", () => {
  for (const path of ["/api/channels/newsroom.demo", "/api/channels/last-used/newsroom.demo"]) {
    it(`${path} lists channels by lastUsedUtc, newest first`, async () => {
      const res = await get(path, admin);
      expect(res.statusCode).toBe(200);
      const list = ZChannelList.parse(res.json());
      expect(list.map((c) => c.name)).toEqual(["Match day", "Election night"]);
      const times = list.map((c) => Date.parse(c.lastUsedUtc));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list[0]).toMatchObject({ id: matchDayId, channelId: matchDayId, archived: false });
    });
  }

  it("follows lastUsedUtc when it changes and leaves archived channels out", async () => {
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    const fresh = await t.repos.channels.insert({
      account_id: account!.id,
      name: "Archived one",
      archived: true,
    });
    await t.db.db
      .updateTable("channels")
      .set({ last_used_utc: new Date() })
      .where("id", "=", electionId)
      .execute();
    const list = ZChannelList.parse((await get("/api/channels/newsroom.demo", editor)).json());
    expect(list.map((c) => c.name)).toEqual(["Election night", "Match day"]);
    expect(list.some((c) => c.id === fresh.id)).toBe(false);
  });

  it("lets the editor see the lists", async () => {
    expect((await get("/api/channels/newsroom.demo", editor)).statusCode).toBe(200);
  });

  it("forbids the guest the lists", async () => {
    expectError(await get("/api/channels/newsroom.demo", guest), 403, "forbidden");
    expectError(await get("/api/channels/last-used/newsroom.demo", guest), 403, "forbidden");
  });

  it("gives the admin the sub-account's (empty) list through cross-account access", async () => {
    const res = await get("/api/channels/sports.demo", admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("forbids accounts the user has no access to", async () => {
    expectError(await get("/api/channels/sports.demo", editor), 403, "forbidden");
    expectError(await get("/api/channels/newsroom.elsewhere", admin), 403, "forbidden");
  });

  it("answers invalid-lc-host for a host without a domain", async () => {
    expectError(await get("/api/channels/newsroom.", admin), 400, "invalid-lc-host");
    expectError(await get("/api/channels/last-used/nodot", admin), 400, "invalid-lc-host");
  });

  it("needs a token", async () => {
    expectError(await t.app.inject({ url: "/api/channels/newsroom.demo" }), 401, "unauthorized");
  });
});

describe("one channel", () => {
  it("gives the guest its own channel", async () => {
    const res = await get(`/api/channels/newsroom.demo/${matchDayId}`, guest);
    expect(res.statusCode).toBe(200);
    expect(ZChannel.parse(res.json())).toMatchObject({ id: matchDayId, name: "Match day" });
  });

  it("forbids the guest another channel", async () => {
    expectError(await get(`/api/channels/newsroom.demo/${electionId}`, guest), 403, "forbidden");
  });

  it("gives the editor any channel of the account", async () => {
    const res = await get(`/api/channels/newsroom.demo/${electionId}`, editor);
    expect(res.json()).toMatchObject({ name: "Election night" });
  });

  it("answers not-found for an unknown or foreign channel", async () => {
    expectError(
      await get("/api/channels/newsroom.demo/00000000-0000-4000-8000-000000000000", admin),
      404,
      "not-found",
    );
    expectError(await get(`/api/channels/sports.demo/${matchDayId}`, admin), 404, "not-found");
  });

  it("answers validation-failed for an id that is not a uuid", async () => {
    expectError(
      await get("/api/channels/newsroom.demo/not-a-uuid", admin),
      400,
      "validation-failed",
    );
  });
});
