import { describe, expect, it } from "vitest";
import { regionNote, regionStatus } from "../../src/features/auth/lib/region-status";

const demo = { displayName: "Demo (Europe)", address: "demo" };
const us = { displayName: "US", address: "us" };

describe("the region selector's status", () => {
  it("loads until the list arrives", () => {
    expect(regionStatus(undefined, false)).toBe("loading");
  });

  it("is an error when the list could not be fetched, even over a list fetched before", () => {
    expect(regionStatus(undefined, true)).toBe("error");
    expect(regionStatus([demo], true)).toBe("error");
  });

  it("is empty when no region is offered, and ready with one or more", () => {
    expect(regionStatus([], false)).toBe("empty");
    expect(regionStatus([demo], false)).toBe("ready");
    expect(regionStatus([demo, us], false)).toBe("ready");
  });
});

describe("the line under the region selector", () => {
  it("says nothing while the list loads, even after a submit", () => {
    expect(regionNote("loading", 0, false)).toBeNull();
    expect(regionNote("loading", 0, true)).toBeNull();
  });

  it("says why the selector cannot be used, before anything about the choice", () => {
    const failed = { tone: "error", key: "auth.login.errors.problem-retrieving-domains" };
    expect(regionNote("error", 0, false)).toEqual(failed);
    expect(regionNote("error", 0, true)).toEqual(failed);
    const empty = { tone: "error", key: "auth.login.errors.no-regions-available" };
    expect(regionNote("empty", 0, false)).toEqual(empty);
    expect(regionNote("empty", 0, true)).toEqual(empty);
  });

  it("says so when a submit found no region chosen", () => {
    const unchosen = { tone: "error", key: "auth.login.errors.no-region-selected" };
    expect(regionNote("ready", 2, true)).toEqual(unchosen);
    expect(regionNote("ready", 1, true)).toEqual(unchosen);
  });

  it("explains what a region is only when there is a choice to make", () => {
    expect(regionNote("ready", 2, false)).toEqual({ tone: "hint", key: "auth.login.regionHint" });
    expect(regionNote("ready", 1, false)).toBeNull();
  });
});
