import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftItem } from "../../src/features/drafts";
import type { EditorTarget, EditorValues } from "../../src/features/posts";
import { useEditorWrites } from "../../src/features/suite/hooks/use-editor-writes";
import { db } from "../../src/lib/local-data/database";
import { CHANNEL, HOST, json, post, routeFetch } from "./ui-test-utils";

const D1 = "d1111111-1111-4111-8111-111111111111";
const P1 = "p1111111-1111-4111-8111-111111111111";

const values: EditorValues = {
  title: "Results at ten",
  content: null,
  importance: "normal",
  authorId: null,
  tags: [],
  icons: [],
  breaking: false,
};

const draftRow = (version: number) => {
  const { pinned: _p, highlighted: _h, order: _o, ...rest } = post(D1, "Results at ten");
  return { ...rest, version, scheduledUtc: null };
};

const draftItem = (serverId: string | null): DraftItem => ({
  localId: "local-1",
  serverId,
  version: 3,
  input: values,
  html: null,
  authorName: null,
  scheduledUtc: null,
  updatedUtc: "2026-01-01T10:00:00Z",
  status: null,
  server: null,
});

function writesFor(target: EditorTarget, draft: DraftItem | null) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useEditorWrites({ host: HOST, channelId: CHANNEL, target, draft }), {
    wrapper,
  }).result.current;
}

/** Each call as "METHOD path-after-/api key version". */
const sent = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const headers = new Headers(init?.headers);
    const body = init?.body ? (JSON.parse(String(init.body)) as { version?: number }) : {};
    const path = String(url).replace(/^.*\/api/, "");
    return `${init?.method ?? "GET"} ${path} ${headers.get("idempotency-key")} ${body.version}`;
  });

beforeEach(async () => {
  await Promise.all([db.localDrafts.clear(), db.outbox.clear()]);
  await db.localDrafts.put({
    localId: "local-1",
    accountHost: HOST,
    channelId: CHANNEL,
    serverId: D1,
    baseVersion: 3,
    input: values,
    status: "queued",
    updatedUtc: "2026-01-01T10:00:00Z",
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the editor's writes", { timeout: 30_000 }, () => {
  it("publishes a server draft as update → publish → discard, each step under its own key", async () => {
    const fetchMock = routeFetch({
      [`PUT /drafts/${HOST}/${CHANNEL}/${D1}`]: () => json(200, draftRow(4)),
      [`POST /drafts/${HOST}/${CHANNEL}/${D1}/publish`]: () => json(201, post(P1, "Results")),
    });
    const writes = writesFor({ kind: "draft", id: "local-1", version: 3, values }, draftItem(D1));
    await writes.onPublish(values, null, "k1");
    expect(sent(fetchMock)).toEqual([
      `PUT /drafts/${HOST}/${CHANNEL}/${D1} k1.draft 3`,
      `POST /drafts/${HOST}/${CHANNEL}/${D1}/publish k1.publish 4`,
    ]);
    expect(await db.localDrafts.get("local-1")).toBeUndefined();
  });

  it("keeps the device's copy when a step of the chain is refused", async () => {
    const fetchMock = routeFetch({
      [`PUT /drafts/${HOST}/${CHANNEL}/${D1}`]: () => json(200, draftRow(4)),
      [`POST /drafts/${HOST}/${CHANNEL}/${D1}/publish`]: () => json(403, { errorKey: "forbidden" }),
    });
    const writes = writesFor({ kind: "draft", id: "local-1", version: 3, values }, draftItem(D1));
    await expect(writes.onPublish(values, 5, "k2")).rejects.toThrow();
    expect(sent(fetchMock)[0]).toBe(`PUT /drafts/${HOST}/${CHANNEL}/${D1} k2.draft 5`);
    expect(await db.localDrafts.get("local-1")).toBeDefined();
  });

  it("publishes a draft the server does not have as a new post, then discards it", async () => {
    const fetchMock = routeFetch({
      [`POST /posts/${HOST}/${CHANNEL}`]: () => json(201, post(P1, "Results")),
    });
    const writes = writesFor(
      { kind: "draft", id: "local-1", version: null, values },
      draftItem(null),
    );
    await writes.onPublish(values, null, "k3");
    expect(sent(fetchMock)).toEqual([`POST /posts/${HOST}/${CHANNEL} k3 undefined`]);
    expect(await db.localDrafts.get("local-1")).toBeUndefined();
  });

  it("updates a post at the version given (theirs, after a conflict), else the target's", async () => {
    const fetchMock = routeFetch({
      [`PUT /posts/${HOST}/${CHANNEL}/${P1}`]: () => json(200, post(P1, "Results")),
    });
    const writes = writesFor({ kind: "post", id: P1, version: 2, values }, null);
    await writes.onPublish(values, 7, "k4");
    await writes.onPublish(values, null, "k5");
    expect(sent(fetchMock)).toEqual([
      `PUT /posts/${HOST}/${CHANNEL}/${P1} k4 7`,
      `PUT /posts/${HOST}/${CHANNEL}/${P1} k5 2`,
    ]);
  });
});
