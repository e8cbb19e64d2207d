import { describe, expect, it } from "vitest";
import { ZChannel } from "../../domain/schemas/channel";
import { ZFeedPage } from "../../domain/schemas/post";
import { apiKeyByApi } from "./helpers/api-keys";
import { demoNewsroom, newChannel, publishPost } from "./helpers/demo";
import { appForFile, bearer, expectError, signIn } from "./helpers/test-app";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

/**
 * An archived or ended live blog stays readable on every reader surface, shown as ended,
 * with no live connection; ending the coverage reaches open readers at once.
 */

const HOST = "newsroom.demo";
const ORIGIN = "http://ticker.test";
const open: SseClient[] = [];
const t = await appForFile({}, undefined, open);
const base = await listenOnPort0(t.app);
const { newsroomId } = await demoNewsroom(t);
const [admin, editor] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "editor")]);
const apiKey = await apiKeyByApi(t.app, admin, HOST, "Archive reader");

const page = (url: string) => t.app.inject({ method: "GET", url });
const post = (url: string, jwt: string) =>
  t.app.inject({ method: "POST", url, headers: bearer(jwt) });

function jsonLd(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? "null") as Record<string, unknown>;
}
const bootOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="t-boot">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as {
    live: boolean;
  };

async function channelWithPosts(name: string) {
  const id = await newChannel(t, newsroomId, name);
  await publishPost(t, admin, id, { title: "Kick-off" });
  await publishPost(t, admin, id, { title: "Full time" });
  return id;
}

describe("an archived live blog", () => {
  it("keeps its embed page, JSON-LD with coverageEndTime, oEmbed and public API reads", async () => {
    const id = await channelWithPosts("Archived final");
    const archived = await post(`/api/channels/${HOST}/${id}/archive`, admin);
    expect(archived.statusCode, archived.body).toBe(200);
    const channel = ZChannel.parse(archived.json());
    expect(channel.archived).toBe(true);
    expect(channel.coverageEndedUtc).toEqual(expect.any(String));

    const embed = await page(`/embed/${id}`);
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain("Kick-off");
    expect(embed.body).toContain("Full time");
    expect(embed.body).toMatch(
      /<p class="t-archived" role="status">This live blog has ended\.<\/p>/,
    );
    // Nothing more is coming: the page opens no stream.
    expect(bootOf(embed.body).live).toBe(false);
    const ld = jsonLd(embed.body);
    expect(ld.coverageEndTime).toBe(channel.coverageEndedUtc);
    expect(ld.liveBlogUpdate).toHaveLength(2);

    const oembed = await page(`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${id}`)}`);
    expect(oembed.statusCode).toBe(200);
    expect(oembed.json()).toMatchObject({ title: "Archived final" });

    const posts = await t.app.inject({
      url: `/api/public/v1/channels/${id}/posts`,
      headers: { "x-api-key": apiKey },
    });
    expect(posts.statusCode, posts.body).toBe(200);
    expect(ZFeedPage.parse(posts.json()).items.map((p) => p.title)).toEqual([
      "Full time",
      "Kick-off",
    ]);
    // It has left the key's channel list, and holds no live stream open.
    const list = await t.app.inject({
      url: "/api/public/v1/channels",
      headers: { "x-api-key": apiKey },
    });
    expect((list.json() as { id: string }[]).map((c) => c.id)).not.toContain(id);
    expect((await page(`/api/live/public/${id}`)).statusCode).toBe(404);
  });

  it("keeps an end set before archiving, and cannot be ended once archived", async () => {
    const id = await channelWithPosts("Ended then archived");
    const ended = ZChannel.parse(
      (await post(`/api/channels/${HOST}/${id}/end-coverage`, admin)).json(),
    );
    const archived = ZChannel.parse(
      (await post(`/api/channels/${HOST}/${id}/archive`, admin)).json(),
    );
    expect(archived.coverageEndedUtc).toBe(ended.coverageEndedUtc);
    expectError(
      await post(`/api/channels/${HOST}/${id}/end-coverage`, admin),
      400,
      "channel-archived",
    );
  });
});

describe("ending the coverage", () => {
  it("reaches an open reader at once, then the page is served as ended", async () => {
    const id = await channelWithPosts("Election night");
    const reader = await openSse(`${base}/api/live/public/${id}`);
    open.push(reader);
    const res = await post(`/api/channels/${HOST}/${id}/end-coverage`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const channel = ZChannel.parse(res.json());
    expect(channel.archived).toBe(false);
    const event = await reader.waitFor((m) => m.event === "channel.ended");
    expect(JSON.parse(event.data)).toMatchObject({
      type: "channel.ended",
      data: { name: "Election night", archived: false, coverageEndedUtc: channel.coverageEndedUtc },
    });

    const embed = await page(`/embed/${id}`);
    expect(bootOf(embed.body).live).toBe(false);
    expect(jsonLd(embed.body).coverageEndTime).toBe(channel.coverageEndedUtc);
    // Still in the editors' list, and posts may still be corrected.
    const list = await t.app.inject({ url: `/api/channels/${HOST}`, headers: bearer(admin) });
    expect((list.json() as { id: string }[]).map((c) => c.id)).toContain(id);
    await publishPost(t, admin, id, { title: "Correction" });
  });

  it("is one way, logged, and refused to those who may not manage channels", async () => {
    const id = await channelWithPosts("Budget day");
    expectError(await post(`/api/channels/${HOST}/${id}/end-coverage`, editor), 403, "forbidden");
    expect((await post(`/api/channels/${HOST}/${id}/end-coverage`, admin)).statusCode).toBe(200);
    expectError(
      await post(`/api/channels/${HOST}/${id}/end-coverage`, admin),
      400,
      "channel-coverage-ended",
    );
    const log = await t.app.inject({
      url: `/api/accounts/${HOST}/activity?action=channel.end-coverage`,
      headers: bearer(admin),
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(JSON.stringify(log.json())).toContain("Budget day");
  });

  it("a live page that was open and not yet ended has no coverageEndTime", async () => {
    const id = await channelWithPosts("Still live");
    const embed = await page(`/embed/${id}`);
    expect(bootOf(embed.body).live).toBe(true);
    expect(jsonLd(embed.body)).not.toHaveProperty("coverageEndTime");
    expect(embed.body).toContain('<p class="t-archived" role="status" hidden>');
  });
});
