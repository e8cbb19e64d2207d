import { type InfiniteData, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { FeedPage } from "../../domain/schemas/post";
import {
  countdownsQuery,
  topTextQuery,
} from "../../src/features/channel-editors/api/channel-editors";
import { channelsQueryKey } from "../../src/features/channels/api/get-channels";
import { contributionKeys } from "../../src/features/contributions/api/contributions";
import { draftKeys } from "../../src/features/drafts/api/drafts";
import {
  applyLiveEvent,
  eventQueryKeys,
  queryKeysFor,
  rereadChannel,
} from "../../src/features/live";
import { pollKeys } from "../../src/features/polls/components/PollResults";
import { postKeys } from "../../src/features/posts/api/posts";
import { api } from "../../src/lib/api-client";
import { startEarly } from "../../src/lib/early-responses";
import { queryKeys } from "../../src/lib/query-keys";
import { CHANNEL, HOST, post } from "./editor-test-utils";
import { liveEvent as event } from "./fixtures";

describe("live invalidation mapping", () => {
  it("maps the event's keys onto the features' real query keys", () => {
    expect(queryKeysFor(`feed:${CHANNEL}`, HOST)).toEqual([
      postKeys.feedRoot(HOST, CHANNEL),
      postKeys.overview(HOST, CHANNEL),
    ]);
    expect(queryKeysFor(`drafts:${CHANNEL}`, HOST)).toEqual([
      draftKeys.list(HOST, CHANNEL),
      postKeys.overview(HOST, CHANNEL),
    ]);
    expect(queryKeysFor(`topText:${CHANNEL}`, HOST)).toEqual([
      topTextQuery(HOST, CHANNEL).queryKey,
    ]);
    expect(queryKeysFor(`countdowns:${CHANNEL}`, HOST)).toEqual([
      countdownsQuery(HOST, CHANNEL).queryKey,
    ]);
    expect(queryKeysFor("channels", HOST)).toEqual([channelsQueryKey(HOST)]);
    expect(queryKeysFor(`channel:${CHANNEL}`, HOST)).toEqual([["channels", HOST, CHANNEL]]);
    expect(queryKeysFor(`contributions:${CHANNEL}`, HOST)).toEqual([
      contributionKeys.all(CHANNEL),
      postKeys.overview(HOST, CHANNEL),
    ]);
    // A vote's event reaches every poll's results of the channel (prefix of pollKeys.results).
    expect(queryKeysFor(`polls:${CHANNEL}`, HOST)).toEqual([
      pollKeys.results(CHANNEL, "post", "poll").slice(0, 2),
    ]);
    expect(queryKeysFor("unknown:x", HOST)).toEqual([]);
  });

  it("deduplicates the keys of an event", () => {
    const keys = eventQueryKeys(
      event({ invalidates: [`feed:${CHANNEL}`, `drafts:${CHANNEL}`] }),
      HOST,
    );
    expect(keys).toHaveLength(3);
  });

  it("invalidates every feed query (any search) and edits the cache directly", async () => {
    const client = new QueryClient();
    const page = (items: ReturnType<typeof post>[]) =>
      ({
        pages: [{ items, nextCursor: null }],
        pageParams: [null],
      }) as unknown as InfiniteData<FeedPage>;
    client.setQueryData(
      postKeys.feed(HOST, CHANNEL, ""),
      page([post("p1", "One"), post("p2", "Two")]),
    );
    client.setQueryData(postKeys.feed(HOST, CHANNEL, "two"), page([post("p2", "Two")]));
    client.setQueryData(draftKeys.list(HOST, CHANNEL), []);

    await applyLiveEvent(
      client,
      event({
        type: "post.updated",
        entityId: "p2",
        version: 2,
        data: post("p2", "Two v2", { version: 2 }),
      }),
      HOST,
    );
    const titles = (q: string) =>
      client
        .getQueryData<InfiniteData<FeedPage>>(postKeys.feed(HOST, CHANNEL, q))
        ?.pages[0]?.items.map((p) => p.title);
    expect(titles("")).toEqual(["One", "Two v2"]);
    expect(titles("two")).toEqual(["Two v2"]);
    expect(client.getQueryState(postKeys.feed(HOST, CHANNEL, "two"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(draftKeys.list(HOST, CHANNEL))?.isInvalidated).toBe(false);

    await applyLiveEvent(client, event({ type: "post.deleted", entityId: "p1", version: 3 }), HOST);
    expect(titles("")).toEqual(["Two v2"]);
  });

  it("an event arriving during a first read reads again: that read may predate the change", async () => {
    const client = new QueryClient();
    const key = postKeys.feed(HOST, CHANNEL, "");
    const answers: ((items: string[]) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);
    const applied = applyLiveEvent(client, event({}), HOST);
    answers[0]?.(["before the post"]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(["before the post", "the post"]);
    await applied;
    expect(client.getQueryData(key)).toEqual(["before the post", "the post"]);
    unsubscribe();
  });

  it("rereads everything of the channel, however recently read, and nothing of other channels", async () => {
    const client = new QueryClient();
    const channelKeys = [
      postKeys.feed(HOST, CHANNEL, ""),
      draftKeys.list(HOST, CHANNEL),
      topTextQuery(HOST, CHANNEL).queryKey,
      countdownsQuery(HOST, CHANNEL).queryKey,
      contributionKeys.all(CHANNEL),
      pollKeys.results(CHANNEL, "post", "poll"),
      queryKeys.channels.one(HOST, CHANNEL),
    ];
    const otherKeys = [postKeys.feed(HOST, "other", ""), contributionKeys.all("other")];
    // Read just now: the server may still have answered before the stream subscribed.
    for (const key of [...channelKeys, ...otherKeys]) client.setQueryData(key, []);
    await rereadChannel(client, CHANNEL, HOST);
    for (const key of channelKeys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of otherKeys) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it("drops the channel's boot-time responses nobody took: they may predate the stream", async () => {
    const client = new QueryClient();
    const path = `/channels/${HOST}/${CHANNEL}`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ name: "Election night" })));
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("token", "jwt");
    startEarly("/api", [path], "jwt");
    await rereadChannel(client, CHANNEL, HOST);
    await api.get(path);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
