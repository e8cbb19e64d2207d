/**
 * The suite's heavier chunks (its full layout with the live stream, the outbox and the counts;
 * its pages with the editor and the feed) are asked for once the channel's heading has painted.
 * Asked for at boot, they crossed a slow link alongside the first screen's own code and ended
 * before the heading's paint, which waited for their bytes in Lighthouse's model.
 */
let release: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  release = resolve;
});

/** A hidden tab draws no frames: its suite does not wait for one. */
const HIDDEN_TAB_WAIT_MS = 500;
/**
 * The longest the first screen holds the rest back: a channel read the server never answers
 * (a stalled proxy; reads have no timeout of their own) must not leave the suite a spinner.
 */
export const FIRST_SCREEN_WAIT_MAX_MS = 3000;

/** Resolves once the suite's first screen has painted its heading (at once after the first). */
export const afterSuiteHeading = (): Promise<void> => painted;

/** The suite's first screen shows its heading as it will stay: the rest follows the frame. */
export function suiteHeadingShown(): void {
  // The frame drawn after this one's callbacks is on screen a frame later: the task queued from
  // the next frame's callback runs once the heading is shown, not merely drawn.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(release, 0)));
  setTimeout(release, HIDDEN_TAB_WAIT_MS);
}

/** The first screen is up: the rest follows its heading, or this long after at the latest. */
export function suiteFirstScreenShown(): () => void {
  const timer = setTimeout(release, FIRST_SCREEN_WAIT_MAX_MS);
  return () => clearTimeout(timer);
}
