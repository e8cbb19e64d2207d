import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS } from "../../domain/constants";
import {
  isChunkLoadError,
  isFlagSet,
  isNewerBuild,
  parseTimestamp,
  shouldReload,
} from "../../src/pwa/reload-guard";

describe("reload guard", () => {
  const now = 1_000_000;

  it.each([
    ["never reloaded", null, true],
    ["reloaded just now", now, false],
    ["reloaded 1 ms inside the guard", now - RELOAD_GUARD_MS + 1, false],
    ["reloaded exactly the guard ago", now - RELOAD_GUARD_MS, true],
    ["reloaded long ago", now - 60_000, true],
    ["clock went backwards", now + 5_000, true],
  ])("%s → reload %s", (_label, last, expected) => {
    expect(shouldReload(now, last)).toBe(expected);
  });

  it("parses stored timestamps and rejects junk", () => {
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp("123")).toBe(123);
    expect(parseTimestamp("soon")).toBeNull();
  });
});

describe("build announcements", () => {
  it("counts only a different, non-empty id", () => {
    expect(isNewerBuild("b2", "b1")).toBe(true);
    expect(isNewerBuild("b1", "b1")).toBe(false);
    expect(isNewerBuild("", "b1")).toBe(false);
    expect(isNewerBuild(42, "b1")).toBe(false);
    expect(isNewerBuild("b1", null)).toBe(true);
  });

  it("reads the auto_updates_disabled flag", () => {
    expect(isFlagSet(null)).toBe(false);
    expect(isFlagSet("false")).toBe(false);
    expect(isFlagSet("0")).toBe(false);
    expect(isFlagSet("true")).toBe(true);
    expect(isFlagSet("1")).toBe(true);
  });
});

describe("chunk load errors", () => {
  it.each([
    "Failed to fetch dynamically imported module: http://x/assets/a.js",
    "error loading dynamically imported module",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/a.css",
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
