import { type DependencyList, useEffect, useReducer, useRef } from "react";
import type { TickerDb } from "./database";

/**
 * The database, loaded on its first use, once the browser is idle (at most 2 s later). Dexie
 * (~27 KB brotli) is not on the first screen's path: the start's read of the query cache goes
 * without it (query-cache.ts), and the first screen's writes, live queries and the outbox's
 * replay wait for the first idle moment after they are asked for, past the first paint. Asked
 * for at once, its download shared a slow link with the screen's last chunks and reads. Once
 * loaded, every operation runs at once.
 */
const IDLE_TIMEOUT_MS = 2000;

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, 1);
    }
  });

let loaded: TickerDb | undefined;

interface Loaded {
  db: TickerDb;
  liveQuery: typeof import("./database").liveQuery;
}
let loading: Promise<Loaded> | undefined;

const load = () => {
  loading ??= whenIdle()
    .then(() => import("./database"))
    .then(
      (m) => {
        loaded = m.db;
        return { db: m.db, liveQuery: m.liveQuery };
      },
      (error: unknown) => {
        // The chunk did not come (offline before it was cached): the next use asks again.
        loading = undefined;
        throw error;
      },
    );
  return loading;
};

/**
 * Runs `work` on the database. Once it is loaded, at once (in the caller's task): an operation
 * inside a Dexie transaction must be called within it, and the transaction's own call loaded it.
 */
export function withDb<T>(work: (db: TickerDb) => Promise<T>): Promise<T> {
  if (loaded) return work(loaded);
  return load().then((m) => work(m.db));
}

interface Monitor<T> {
  result: T | undefined;
  error: unknown;
}

/**
 * Dexie's `useLiveQuery`, with the database loaded first: the query's answer, kept current
 * (undefined while loading; across a change of `deps`, the last answer until the new one). An
 * error is thrown in render, for the nearest error boundary.
 */
export function useLiveRows<T>(
  query: (db: TickerDb) => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const monitor = useRef<Monitor<T>>({ result: undefined, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let subscription: { unsubscribe: () => void } | undefined;
    let gone = false;
    const settle = (next: Partial<Monitor<T>>) => {
      const { current } = monitor;
      if ("result" in next && current.error === null && current.result === next.result) return;
      if ("error" in next && current.error === next.error) return;
      monitor.current = { result: current.result, error: null, ...next };
      rerender();
    };
    void load().then(
      ({ db, liveQuery }) => {
        if (gone) return;
        subscription = liveQuery(() => query(db)).subscribe(
          (result) => settle({ result }),
          (error: unknown) => settle({ error }),
        );
      },
      (error: unknown) => {
        if (!gone) settle({ error });
      },
    );
    return () => {
      gone = true;
      subscription?.unsubscribe();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, as useLiveQuery's
  }, deps);
  if (monitor.current.error) throw monitor.current.error;
  return monitor.current.result;
}
