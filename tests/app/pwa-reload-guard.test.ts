import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS } from "../../domain/constants";
import { storage } from "../../src/lib/local-data/web-storage";
import { isChunkLoadError, isNewerBuild, shouldReload } from "../../src/pwa/reload-guard";

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

  it("reads a stored reload time back, and junk as none", () => {
    storage.setLastReloadAt(123);
    expect(storage.lastReloadAt()).toBe(123);
    sessionStorage.setItem("last-reload-at", "soon");
    expect(storage.lastReloadAt()).toBeNull();
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
