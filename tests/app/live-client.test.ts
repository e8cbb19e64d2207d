import { afterEach, describe, expect, it, vi } from "vitest";
import { connectSse, type LiveStatus, type SseMessage } from "../../src/lib/live";

const stream = (text: string, keepOpen = false) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (!keepOpen) controller.close();
    },
  });

const sse = (text: string, keepOpen = false) =>
  new Response(stream(text, keepOpen), {
    status: 200,
    headers: { "content-type": "text/event-stream" },
  });

const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

afterEach(() => vi.useRealTimers());

describe("live SSE client", () => {
  it("sends the token, resumes with the last event id, backs off and reports status", async () => {
    const calls: RequestInit[] = [];
    let n = 0;
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      calls.push(init ?? {});
      n++;
      if (n === 1) return sse("id: 5\nevent: post.published\ndata: {}\n\n");
      if (n === 2) throw new TypeError("network");
      return sse(": hb\n\nid: 6\nevent: post.updated\ndata: {}\n\n", true);
    });
    const messages: SseMessage[] = [];
    const statuses: [LiveStatus, number][] = [];
    const client = connectSse({
      path: "/live/h/c",
      fetch: fetchMock,
      getToken: () => "tok",
      backoff: { baseMs: 1, maxMs: 4 },
      onMessage: (m) => messages.push(m),
      onStatus: (s, f) => statuses.push([s, f]),
    });
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(headerOf(calls[0], "Authorization")).toBe("Bearer tok");
    expect(headerOf(calls[0], "Last-Event-ID")).toBeUndefined();
    expect(headerOf(calls[1], "Last-Event-ID")).toBe("5");
    expect(headerOf(calls[2], "Last-Event-ID")).toBe("5");
    expect(client.lastEventId).toBe("6");
    expect(statuses).toContainEqual(["error", 2]);
    expect(statuses.at(-1)).toEqual(["open", 0]);
    client.close();
  });

  it("stops after a terminal event (channel archived)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      sse('id: 9\nevent: channel.archived\ndata: {"x":1}\n\n'),
    );
    const messages: SseMessage[] = [];
    connectSse({
      path: "/live/h/c",
      fetch: fetchMock,
      getToken: () => null,
      backoff: { baseMs: 1, maxMs: 2 },
      terminalEvents: ["channel.archived"],
      onMessage: (m) => messages.push(m),
    });
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("waits while offline and connects at once on 'online'", async () => {
    let online = false;
    const events = new EventTarget();
    const fetchMock = vi.fn<typeof fetch>(async () => sse("data: {}\n\n", true));
    const statuses: LiveStatus[] = [];
    const client = connectSse({
      path: "/live/h/c",
      fetch: fetchMock,
      getToken: () => null,
      isOnline: () => online,
      onlineEvents: events,
      onMessage: () => undefined,
      onStatus: (s) => statuses.push(s),
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(statuses).toEqual(["error"]);
    online = true;
    events.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("open"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    client.close();
  });

  it("close() aborts the request", async () => {
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn<typeof fetch>(async (_u, init) => {
      signal = init?.signal ?? undefined;
      return sse("data: {}\n\n", true);
    });
    const client = connectSse({
      path: "/live/h/c",
      fetch: fetchMock,
      getToken: () => null,
      onMessage: () => undefined,
    });
    await vi.waitFor(() => expect(signal).toBeDefined());
    client.close();
    expect(signal?.aborted).toBe(true);
  });
});

describe("live SSE client watchdog", () => {
  it("reconnects when the stream goes silent (no heartbeat)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => sse("id: 1\ndata: {}\n\n", true));
    const client = connectSse({
      path: "/live/h/c",
      fetch: fetchMock,
      getToken: () => null,
      idleTimeoutMs: 20,
      backoff: { baseMs: 1, maxMs: 2 },
      onMessage: () => undefined,
    });
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    const init = fetchMock.mock.calls[1]?.[1];
    expect(headerOf(init, "Last-Event-ID")).toBe("1");
    client.close();
  });
});
