interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so the browser may paint and answer input before the next step:
 * `scheduler.yield()` where the browser has it (the step keeps its place in the queue),
 * otherwise a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
