import { useEffect, useState } from "react";

/** How long a search field waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `ms`: typing does not fire a request per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
