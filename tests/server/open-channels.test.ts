import { describe, expect, it } from "vitest";
import {
  type ChannelRow,
  OPEN_CHANNEL_TTL_MS,
  OpenChannels,
} from "../../server/live/open-channels";

const ID = "11111111-1111-4111-8111-111111111111";

/** A channel table of one row, counting reads; each read waits until released. */
function table(row: ChannelRow | undefined) {
  const state = { row, reads: 0, fail: false };
  const waiting: (() => void)[] = [];
  const read = (id: string) => {
    state.reads++;
    return new Promise<ChannelRow | undefined>((resolve, reject) => {
      waiting.push(() =>
        state.fail ? reject(new Error("db down")) : resolve(id === ID ? state.row : undefined),
      );
    });
  };
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { state, read, release };
}

const open: ChannelRow = { id: ID, archived: false };

describe("open channels", () => {
  it("shares one read among readers asking together, and keeps an open channel for its ttl", async () => {
    let clock = 0;
    const t = table(open);
    const channels = new OpenChannels(t.read, () => clock);
    const asks = Array.from({ length: 50 }, () => channels.get(ID));
    t.release();
    expect(await Promise.all(asks)).toEqual(Array(50).fill(open));
    expect(t.state.reads).toBe(1);
    clock = OPEN_CHANNEL_TTL_MS - 1;
    expect(await channels.get(ID)).toEqual(open);
    expect(t.state.reads).toBe(1);
    clock = OPEN_CHANNEL_TTL_MS;
    const again = channels.get(ID);
    t.release();
    await again;
    expect(t.state.reads).toBe(2);
  });

  it("reads again after forget(), and keeps no read that was under way when forgotten", async () => {
    const t = table(open);
    const channels = new OpenChannels(t.read, () => 0);
    const first = channels.get(ID);
    // Archived while the first read was under way: what it answers is not kept.
    channels.forget(ID);
    t.state.row = { id: ID, archived: true };
    t.release();
    await first;
    const next = channels.get(ID);
    t.release();
    expect(await next).toEqual({ id: ID, archived: true });
    expect(t.state.reads).toBe(2);
  });

  it("keeps neither an archived nor an unknown channel, nor a failed read", async () => {
    const t = table({ id: ID, archived: true });
    const channels = new OpenChannels(t.read, () => 0);
    for (const id of [ID, ID, "22222222-2222-4222-8222-222222222222"]) {
      const ask = channels.get(id);
      t.release();
      await ask;
    }
    expect(t.state.reads).toBe(3);
    t.state.fail = true;
    const failed = channels.get(ID);
    t.release();
    await expect(failed).rejects.toThrow("db down");
    t.state.fail = false;
    t.state.row = open;
    const ok = channels.get(ID);
    t.release();
    expect(await ok).toEqual(open);
    expect(t.state.reads).toBe(5);
  });

  it("sweeps what expired", async () => {
    let clock = 0;
    const t = table(open);
    const channels = new OpenChannels(t.read, () => clock);
    const ask = channels.get(ID);
    t.release();
    await ask;
    clock = OPEN_CHANNEL_TTL_MS;
    channels.sweep();
    clock = 0; // a cache that still held it would answer without a read now
    const again = channels.get(ID);
    t.release();
    await again;
    expect(t.state.reads).toBe(2);
  });
});
