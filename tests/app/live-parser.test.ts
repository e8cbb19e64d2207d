import { describe, expect, it } from "vitest";
import { createSseParser } from "../../src/lib/live/sse-parser";

describe("live SSE parser", () => {
  it("reads id, event and data, and tracks the last event id", () => {
    const p = createSseParser();
    const out = p.push('id: 7\nevent: post.published\ndata: {"a":1}\n\n');
    expect(out).toEqual([{ id: "7", event: "post.published", data: '{"a":1}' }]);
    expect(p.lastEventId).toBe("7");
  });

  it("ignores comments (heartbeats) and joins multi-line data", () => {
    const p = createSseParser();
    expect(p.push(": hb\n\n")).toEqual([]);
    expect(p.push("data: one\ndata: two\ndata\n\n")).toEqual([
      { id: null, event: "message", data: "one\ntwo\n" },
    ]);
  });

  it("handles CRLF and CR line ends, split anywhere, even between \\r and \\n", () => {
    const p = createSseParser();
    const text = "id: 1\r\nevent: x\r\ndata: a\r\n\r\nid: 2\rdata: b\r\r";
    const out = [];
    for (const ch of text) out.push(...p.push(ch));
    expect(out).toEqual([
      { id: "1", event: "x", data: "a" },
      { id: "2", event: "message", data: "b" },
    ]);
  });

  it("keeps the id across events, strips only one leading space, ignores retry", () => {
    const p = createSseParser("3");
    const out = p.push("retry: 10\ndata:  spaced\n\nevent: e\ndata:x\n\n");
    expect(out).toEqual([
      { id: "3", event: "message", data: " spaced" },
      { id: "3", event: "e", data: "x" },
    ]);
  });

  it("does not dispatch an event without data and keeps a partial line buffered", () => {
    const p = createSseParser();
    expect(p.push("id: 9\nevent: nothing\n\n")).toEqual([]);
    expect(p.lastEventId).toBe("9");
    expect(p.push("data: par")).toEqual([]);
    expect(p.push("tial\n\n")).toEqual([{ id: "9", event: "message", data: "partial" }]);
  });
});
