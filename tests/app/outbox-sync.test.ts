import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  enqueueDraft,
  resolveConflict,
  saveDraft,
  syncOutbox,
} from "../../src/features/drafts/lib/outbox";
import { db } from "../../src/lib/local-data/database";

const HOST = "newsroom.demo";
const CHANNEL = "11111111-1111-4111-8111-111111111111";
const DRAFT = "33333333-3333-4333-8333-333333333333";

const input = (title: string) => ({
  title,
  content: null,
  importance: "normal" as const,
  authorId: null,
  tags: [],
  icons: [],
  breaking: false,
});

/** An offline edit of the server's draft DRAFT, made on its `version`. */
const enqueueEdit = (version: number, title: string) =>
  enqueueDraft({
    host: HOST,
    channelId: CHANNEL,
    localId: DRAFT,
    serverId: DRAFT,
    version,
    input: input(title),
  });

const draft = (id: string, title: string, version: number) => ({
  id,
  channelId: CHANNEL,
  title,
  content: null,
  html: "",
  importance: "normal",
  authorId: null,
  authorName: "Ada",
  authorAvatarUrl: null,
  tags: [],
  icons: [],
  breaking: false,
  version,
  createdUtc: "2026-01-01T00:00:00Z",
  updatedUtc: "2026-01-01T00:00:00Z",
  scheduledUtc: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

interface Call {
  method: string;
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (): Call[] =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: String(init?.method),
    url: String(url),
    key: new Headers(init?.headers).get("idempotency-key"),
    body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>,
  }));

let online = true;
beforeEach(async () => {
  online = true;
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  fetchMock.mockReset();
  await Promise.all([db.outbox.clear(), db.localDrafts.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("draft outbox", () => {
  it("queues offline writes and replays them in order: the create, then the edit on its id", async () => {
    online = false;
    const first = await saveDraft({
      host: HOST,
      channelId: CHANNEL,
      serverId: null,
      version: null,
      input: input("One"),
    });
    expect(first.result).toBe("queued");
    const second = await saveDraft({
      host: HOST,
      channelId: CHANNEL,
      localId: first.localId,
      serverId: null,
      version: null,
      input: input("One, edited"),
    });
    expect(second.result).toBe("queued");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(2);
    expect((await db.localDrafts.get(first.localId))?.status).toBe("queued");

    online = true;
    fetchMock
      .mockResolvedValueOnce(json(200, draft(DRAFT, "One", 1)))
      .mockResolvedValueOnce(json(200, draft(DRAFT, "One, edited", 2)));
    const report = await syncOutbox();
    expect(report.sent).toBe(2);
    const [create, update] = calls();
    expect(create?.method).toBe("POST");
    expect(create?.url).toContain(`/drafts/${HOST}/${CHANNEL}`);
    expect(update?.method).toBe("PUT");
    expect(update?.url).toContain(`/drafts/${HOST}/${CHANNEL}/${DRAFT}`);
    expect(update?.body).toMatchObject({ title: "One, edited", version: 1 });
    expect(create?.key).toBeTruthy();
    expect(update?.key).toBeTruthy();
    expect(create?.key).not.toBe(update?.key);
    expect(await db.outbox.count()).toBe(0);
    const local = await db.localDrafts.get(first.localId);
    expect(local).toMatchObject({ status: "synced", serverId: DRAFT, baseVersion: 2 });
  });

  it("reuses the idempotency key and the frozen body when a send fails on the network", async () => {
    await enqueueEdit(3, "Edited offline");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const failed = await syncOutbox();
    expect(failed.offline).toBe(true);
    expect((await db.localDrafts.get(DRAFT))?.status).toBe("queued");
    // The user edits again meanwhile: a second row, the first one still frozen as sent.
    await enqueueEdit(3, "Edited twice");

    fetchMock
      .mockResolvedValueOnce(json(200, draft(DRAFT, "Edited offline", 4)))
      .mockResolvedValueOnce(json(200, draft(DRAFT, "Edited twice", 5)));
    await syncOutbox();
    const [attempt, retry, next] = calls();
    expect(retry?.key).toBe(attempt?.key);
    expect(retry?.body).toEqual(attempt?.body);
    expect(attempt?.body).toMatchObject({ version: 3, title: "Edited offline" });
    expect(next?.body).toMatchObject({ version: 4, title: "Edited twice" });
    expect(next?.key).not.toBe(attempt?.key);
    expect((await db.localDrafts.get(DRAFT))?.status).toBe("synced");
  });

  it("keeps both versions on a 409 and resends mine over theirs when asked", async () => {
    await enqueueEdit(1, "Mine");
    fetchMock.mockResolvedValueOnce(
      json(409, { errorKey: "stale-version", current: draft(DRAFT, "Theirs", 2) }),
    );
    const report = await syncOutbox();
    expect(report.conflicts).toBe(1);
    const local = await db.localDrafts.get(DRAFT);
    expect(local?.status).toBe("conflict");
    expect(local?.input).toMatchObject({ title: "Mine" });
    expect(local?.theirs).toMatchObject({ title: "Theirs", version: 2 });
    expect(await db.outbox.count()).toBe(0);

    // A later sync does not drop or resend it on its own.
    await syncOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(200, draft(DRAFT, "Mine", 3)));
    await resolveConflict(DRAFT, "mine");
    const resend = calls()[1];
    expect(resend?.method).toBe("PUT");
    expect(resend?.body).toMatchObject({ title: "Mine", version: 2 });
    expect((await db.localDrafts.get(DRAFT))?.status).toBe("synced");
  });

  it("takes theirs: the local copy goes, nothing is sent", async () => {
    await db.localDrafts.put({
      localId: DRAFT,
      accountHost: HOST,
      channelId: CHANNEL,
      serverId: DRAFT,
      baseVersion: 1,
      input: input("Mine"),
      status: "conflict",
      theirs: draft(DRAFT, "Theirs", 2),
      updatedUtc: "2026-01-01T00:00:00Z",
    });
    await resolveConflict(DRAFT, "theirs");
    expect(await db.localDrafts.get(DRAFT)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("online saves go straight to the server with a key; a network failure queues the same key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const outcome = await saveDraft({
      host: HOST,
      channelId: CHANNEL,
      serverId: null,
      version: null,
      input: input("Flaky"),
    });
    expect(outcome.result).toBe("queued");
    const [row] = await db.outbox.toArray();
    expect(row?.idempotencyKey).toBe(calls()[0]?.key);
  });
});
