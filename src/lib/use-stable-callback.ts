import { useCallback, useInsertionEffect, useRef } from "react";

/**
 * A function whose identity never changes but which always runs the latest `fn`: a memoised
 * child (the editor, the feed) then skips the page's re-renders instead of redrawing for a new
 * callback each time.
 */
export function useStableCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
