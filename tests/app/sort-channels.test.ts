import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Channel } from "../../domain/schemas/channel";
import { sortAndFilterChannels } from "../../src/features/channels/lib/sort-channels";

const channel = (name: string, lastUsed: Date): Channel => {
  const id = crypto.randomUUID();
  return {
    id,
    channelId: id,
    name,
    archived: false,
    createdUtc: "2020-01-01T00:00:00.000Z",
    lastUsedUtc: lastUsed.toISOString(),
  };
};

const channels = fc.array(
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
    )
    .map(([name, at]) => channel(name, at)),
  { maxLength: 30 },
);

describe("sortAndFilterChannels", () => {
  it("puts the last used first", () => {
    fc.assert(
      fc.property(channels, (list) => {
        const times = sortAndFilterChannels(list, "recents", "", "en").map((c) =>
          Date.parse(c.lastUsedUtc),
        );
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
    );
  });

  it("orders by name as the language does", () => {
    const list = ["Øya", "Ærlig", "Åsen", "Zulu", "alfa"].map((n) => channel(n, new Date()));
    expect(sortAndFilterChannels(list, "all", "", "nb").map((c) => c.name)).toEqual([
      "alfa",
      "Zulu",
      "Ærlig",
      "Øya",
      "Åsen",
    ]);
    expect(sortAndFilterChannels(list, "all", "", "en").map((c) => c.name)).toEqual([
      "Ærlig",
      "alfa",
      "Åsen",
      "Øya",
      "Zulu",
    ]);
  });

  it("keeps only the names that hold the search, in any case", () => {
    const list = ["Election night", "Match day", "ELECTION results"].map((n) =>
      channel(n, new Date()),
    );
    expect(sortAndFilterChannels(list, "all", " election ", "en").map((c) => c.name)).toEqual([
      "Election night",
      "ELECTION results",
    ]);
  });
});
