import { describe, expect, it } from "vitest";
import { chooseDomain } from "../../src/features/auth/lib/domain-selection";

const demo = { displayName: "Demo (Europe)", address: "demo" };
const us = { displayName: "US", address: "us" };

describe("region selection", () => {
  it("exactly one domain becomes the default and is selected", () => {
    expect(chooseDomain([demo], null)).toEqual({ selected: "demo", store: "demo" });
    expect(chooseDomain([demo], "gone")).toEqual({ selected: "demo", store: "demo" });
    expect(chooseDomain([demo], "demo")).toEqual({ selected: "demo" });
  });

  it("with several, a remembered domain still listed is selected", () => {
    expect(chooseDomain([demo, us], "us")).toEqual({ selected: "us" });
  });

  it("with several, a remembered domain no longer listed is cleared", () => {
    expect(chooseDomain([demo, us], "gone")).toEqual({ selected: null, store: null });
  });

  it("with several and nothing remembered, nothing is selected", () => {
    expect(chooseDomain([demo, us], null)).toEqual({ selected: null });
  });

  it("with none, nothing is selected", () => {
    expect(chooseDomain([], "demo")).toEqual({ selected: null });
  });
});
