import { afterEach, describe, expect, it } from "vitest";
import { yieldToMain } from "../../src/lib/yield-to-main";

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

describe("yieldToMain", () => {
  afterEach(() => {
    delete (globalThis as WithScheduler).scheduler;
  });

  it("ends the task: a timer queued before it runs first", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    queueMicrotask(() => order.push("microtask"));
    await yieldToMain();
    order.push("after yield");
    expect(order).toEqual(["microtask", "queued task", "after yield"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    let calls = 0;
    (globalThis as WithScheduler).scheduler = {
      yield: () => {
        calls += 1;
        return Promise.resolve();
      },
    };
    await yieldToMain();
    expect(calls).toBe(1);
  });
});
