import { describe, expect, it } from "vitest";
import { GripTierCounts } from "../../server/live/grip-readers";

const A = "0b6f5a9e-3c1d-4e2f-8a7b-1c2d3e4f5a6b";
const B = "7d8e9f00-1a2b-4c3d-9e8f-a0b1c2d3e4f5";
const sub = (channel: string, fields: Record<string, unknown>) =>
  `sub J${JSON.stringify({ from: "pushpin-handler_1", mode: "stream", channel, ...fields })}`;

describe("readers held by the GRIP tier, from its stats", () => {
  it("sums each channel over the tier's nodes, and forgets a channel its node calls unavailable", () => {
    const tier = new GripTierCounts();
    tier.take("tcp://tier-1:5560", sub(`live-${A}`, { subscribers: 3, ttl: 60 }));
    tier.take("tcp://tier-2:5560", sub(`live-${A}`, { subscribers: 4, ttl: 60 }));
    tier.take("tcp://tier-2:5560", sub(`live-${B}`, { subscribers: 1, ttl: 60 }));
    expect(tier.total()).toEqual(
      new Map([
        [A, 7],
        [B, 1],
      ]),
    );
    tier.take("tcp://tier-2:5560", sub(`live-${A}`, { unavailable: true }));
    expect(tier.total()).toEqual(
      new Map([
        [A, 3],
        [B, 1],
      ]),
    );
    expect([...tier.byNode().keys()]).toEqual(["tcp://tier-1:5560", "tcp://tier-2:5560"]);
  });

  it("drops the counts of a node that stopped saying them, after their ttl", () => {
    const tier = new GripTierCounts();
    const t0 = 1_000_000;
    tier.take("tcp://tier-1:5560", sub(`live-${A}`, { subscribers: 2, ttl: 10 }), t0);
    expect(tier.total(t0 + 14_000).get(A)).toBe(2);
    expect(tier.total(t0 + 16_000).size).toBe(0);
    expect(tier.byNode(t0 + 16_000).size).toBe(0);
  });

  it("reads only our channels' subscription messages, and nothing it cannot parse", () => {
    const tier = new GripTierCounts();
    let changes = 0;
    tier.onChange = () => changes++;
    for (const message of [
      `conn J{"id":"condure:0-0-0","ttl":120}`,
      sub(`apikey-${A}`, { subscribers: 5, ttl: 60 }),
      sub("live-not-a-channel", { subscribers: 5, ttl: 60 }),
      sub(`live-${A}`, { subscribers: -1, ttl: 60 }),
      `sub J{"channel":`,
      `sub T12:7:channel,0:,}`,
    ]) {
      tier.take("tcp://tier-1:5560", message);
    }
    expect(tier.total().size).toBe(0);
    expect(changes).toBe(0);
  });
});
