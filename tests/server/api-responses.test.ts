import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZLiveEvent } from "../../domain/schemas/live";
import { toLiveEvent } from "../../server/live/record";
import { EVENT_COLUMNS } from "../../server/repositories/live-events";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";

/**
 * A tour of the editors' and readers' API (posts, drafts, tags, countdowns, top text,
 * contributions, the public API, changes) through the response validator: every answer must
 * be what the OpenAPI document says, and every live event recorded on the way must have the
 * data its type promises.
 */

const HOST = "newsroom.demo";
let t: TestContext;
let jwt: string;
let channelId: string;

type Method = "GET" | "POST" | "PUT" | "DELETE";
async function call(
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = bearer(jwt),
) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, { validateResponses: true });
  jwt = await signIn(t.app, "admin");
  const channel = await call("POST", `/channels/${HOST}`, { name: "Tour" });
  channelId = channel.json<{ id: string }>().id;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const post = { title: "Kick-off", content: null, importance: "normal", tags: [], icons: [] };

describe("a tour of the API", () => {
  it("answers as the document says", async () => {
    const base = `/posts/${HOST}/${channelId}`;
    const published = (await call("POST", base, post)).json<{ id: string; version: number }>();
    const updated = await call("PUT", `${base}/${published.id}`, {
      ...post,
      title: "Kick-off!",
      version: published.version,
    });
    const v2 = updated.json<{ version: number }>().version;
    const pinned = await call("POST", `${base}/${published.id}/pin`, { pinned: true, version: v2 });
    const v3 = pinned.json<{ version: number }>().version;
    await call("POST", `${base}/${published.id}/highlight`, { highlighted: true, version: v3 });
    await call("GET", base);
    const second = (await call("POST", base, { ...post, title: "Goal" })).json<{
      id: string;
      version: number;
    }>();
    await call("DELETE", `${base}/${second.id}?version=${second.version}`);

    const drafts = `/drafts/${HOST}/${channelId}`;
    const draft = (await call("POST", drafts, { ...post, title: "Later" })).json<{
      id: string;
      version: number;
    }>();
    await call("GET", drafts);
    const scheduled = await call("POST", `${drafts}/${draft.id}/schedule`, {
      version: draft.version,
      scheduledUtc: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const dv = scheduled.json<{ version: number }>().version;
    await call("DELETE", `${drafts}/${draft.id}?version=${dv}`);

    const tag = (await call("POST", `/tags/${HOST}`, { name: `tour-${Date.now()}` })).json<{
      id: string;
    }>();
    await call("GET", `/tags/${HOST}`);
    await call("DELETE", `/tags/${HOST}/${tag.id}`);

    const countdowns = `/countdowns/${HOST}/${channelId}`;
    const start = new Date(Date.now() + 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const countdown = (await call("POST", countdowns, { title: "Start", start, end })).json<{
      id: string;
    }>();
    await call("GET", countdowns);
    await call("DELETE", `${countdowns}/${countdown.id}`);
    await call("PUT", `/channels/${HOST}/${channelId}/top-text`, { content: null, version: 0 });
    await call("GET", `/channels/${HOST}/${channelId}/overview`);

    await call(
      "POST",
      `/live/public/${channelId}/contributions`,
      { kind: "comment", name: "Reader", message: "Great match" },
      {},
    );
    const listed = await call("GET", `/contributions/${HOST}/${channelId}`);
    const [contribution] = listed.json<{ id: string }[]>();
    await call("POST", `/contributions/${HOST}/${channelId}/${contribution!.id}/publish`);
    await call("GET", `/live/public/${channelId}/contributions`, undefined, {});

    const changes = await call("GET", `/live/public/${channelId}/changes?since=0`, undefined, {});
    expect(changes.json<{ events: unknown[] }>().events.length).toBeGreaterThan(0);

    const key = (await call("POST", `/accounts/${HOST}/api-keys`, { name: "Tour desk" })).json<{
      id: string;
    }>();
    const whole = (await call("POST", `/accounts/${HOST}/api-keys/${key.id}/reveal`)).json<{
      apiKey: string;
    }>();
    const apiKey = { "x-api-key": whole.apiKey };
    await call("GET", "/public/v1/channels", undefined, apiKey);
    await call("GET", `/public/v1/channels/${channelId}/posts`, undefined, apiKey);
    await call(
      "POST",
      `/public/v1/channels/${channelId}/posts`,
      { title: "From the desk" },
      apiKey,
    );
    await call("GET", `/public/v1/channels/${channelId}/changes`, undefined, apiKey);
    await call("DELETE", `/accounts/${HOST}/api-keys/${key.id}`);

    for (const url of [
      "/health",
      "/profile/overview",
      `/accounts/${HOST}/activity`,
      `/accounts/${HOST}/statistics`,
      `/users/${HOST}`,
      `/invitations/${HOST}`,
      `/registration-pages/${HOST}`,
      `/extensions/${HOST}`,
      `/accounts/${HOST}/features`,
      `/accounts/${HOST}/plugins`,
      `/post-icons/${HOST}`,
      `/ai/${HOST}`,
    ]) {
      await call("GET", url);
    }
    expect(t.mismatches).toEqual([]);
  });

  it("records every live event with the data its type promises", async () => {
    const rows = await t.db.db.selectFrom("events").select(EVENT_COLUMNS).execute();
    const events = rows.map(toLiveEvent);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(5);
    const wrong = events
      .map((e) => ({ type: e.type, result: ZLiveEvent.safeParse(e) }))
      .filter(({ result }) => !result.success)
      .map(({ type, result }) => `${type}: ${result.error?.message}`);
    expect(wrong).toEqual([]);
  });
});
