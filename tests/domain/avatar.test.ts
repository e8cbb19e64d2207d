import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, avatarColor, initials } from "../../domain/avatar";

describe("avatar initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada", "A"],
    ["  Ed   van der Editor ", "EE"],
    ["Øystein Ås", "ØÅ"],
    ["", ""],
    ["   ", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("avatar colour", () => {
  it("has 16 accent colours", () => {
    expect(new Set(AVATAR_COLORS).size).toBe(16);
  });

  it("is stable for a name and ignores surrounding spaces", () => {
    expect(avatarColor("Ada Admin")).toBe(avatarColor("Ada Admin"));
    expect(avatarColor(" Ada Admin ")).toBe(avatarColor("Ada Admin"));
  });

  it("spreads names over many colours", () => {
    const names = Array.from({ length: 200 }, (_, i) => `Reporter ${i}`);
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThanOrEqual(12);
  });
});
