/** A background job run on an interval: `tick` runs it now, or joins the run under way. */
export interface Loop<T> {
  tick(): Promise<T>;
  /** No new runs; resolves when the one under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, never two runs at once in this process, so a slow run is
 * joined rather than stacked. `stopping` tells a long run to end early. The timer never keeps
 * the process alive.
 */
export function startLoop<T>(
  intervalMs: number,
  work: (stopping: () => boolean) => Promise<T>,
): Loop<T> {
  let running: Promise<T> | null = null;
  let stopped = false;
  const tick = (): Promise<T> => {
    running ??= work(() => stopped).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

/**
 * A loop that drains a queue: each run takes batches of up to `size` until one comes back
 * short or the loop is stopping, and answers how many it took. A failed batch ends the run
 * (logged); the next run tries again.
 */
export function startDrainLoop(
  intervalMs: number,
  size: number,
  batch: () => Promise<number>,
  failed: (err: unknown) => void,
): Loop<number> {
  return startLoop(intervalMs, async (stopping) => {
    let taken = 0;
    try {
      for (;;) {
        const n = await batch();
        taken += n;
        if (n < size || stopping()) return taken;
      }
    } catch (err) {
      failed(err);
      return taken;
    }
  });
}
