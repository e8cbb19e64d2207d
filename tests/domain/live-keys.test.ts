import { describe, expect, it } from "vitest";
import {
  CHANNEL_LIVE_KINDS,
  channelLiveKeys,
  liveKeys,
  parseLiveKey,
} from "../../domain/live-keys";
import { queryKeysFor } from "../../src/features/live";

describe("live keys", () => {
  it("parses what the server writes back into its kind and channel", () => {
    for (const kind of CHANNEL_LIVE_KINDS)
      expect(parseLiveKey(liveKeys[kind]("c-1"))).toEqual({ kind, id: "c-1" });
    expect(parseLiveKey(liveKeys.channels)).toEqual({ kind: "channels", id: "" });
  });

  it("knows no other kind", () => {
    expect(parseLiveKey("unknown:c-1")).toBeNull();
    expect(parseLiveKey("")).toBeNull();
  });

  it("names every channel kind once, and the suite maps each to a cached query", () => {
    const keys = channelLiveKeys("c-1");
    expect(new Set(keys).size).toBe(CHANNEL_LIVE_KINDS.length);
    for (const key of keys) expect(queryKeysFor(key, "host").length).toBeGreaterThan(0);
  });
});
