import { afterEach, describe, expect, it, vi } from "vitest";

describe("the suite's heavier chunks after its heading's paint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  const load = () => import("../../src/app/layouts/suite-heading-paint");

  it("waits until the heading is shown, then for the frame after the one that draws it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const { afterSuiteHeading, suiteHeadingShown } = await load();
    let released = false;
    void afterSuiteHeading().then(() => {
      released = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(released).toBe(false);

    suiteHeadingShown();
    await Promise.resolve();
    expect(released).toBe(false);
    // One frame (16 ms) draws it, the next shows it, then the task queued from that one.
    await vi.advanceTimersByTimeAsync(17);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(17);
    expect(released).toBe(true);
  });

  it("does not wait for a frame a hidden tab never draws", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.stubGlobal("requestAnimationFrame", () => 0);
    const { afterSuiteHeading, suiteHeadingShown } = await load();
    let released = false;
    void afterSuiteHeading().then(() => {
      released = true;
    });
    suiteHeadingShown();
    await vi.advanceTimersByTimeAsync(499);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    vi.unstubAllGlobals();
  });

  it("lets the rest go at the latest 3 s after the first screen, if the heading never settles", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { afterSuiteHeading, suiteFirstScreenShown, FIRST_SCREEN_WAIT_MAX_MS } = await load();
    let released = false;
    void afterSuiteHeading().then(() => {
      released = true;
    });
    suiteFirstScreenShown();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MAX_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });

  it("stops its clock when the first screen goes before that time (it starts again on return)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { afterSuiteHeading, suiteFirstScreenShown, FIRST_SCREEN_WAIT_MAX_MS } = await load();
    let released = false;
    void afterSuiteHeading().then(() => {
      released = true;
    });
    suiteFirstScreenShown()();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MAX_MS);
    expect(released).toBe(false);
  });
});
