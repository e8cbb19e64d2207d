import { type DependencyList, useEffect, useReducer, useRef } from "react";
import type { TickerDb } from "./database";

/**
 * The database, loaded on its first use: Dexie (~27 KB brotli) is not on the first screen's
 * path. The channels list never touches it before its first paint; the suite reads its drafts
 * and autosave once its chunks are in, and those reads wait for this one small chunk.
 */
let loaded: TickerDb | undefined;

interface Loaded {
  db: TickerDb;
  liveQuery: typeof import("./database").liveQuery;
}
let loading: Promise<Loaded> | undefined;

const load = () => {
  loading ??= import("./database").then((m) => {
    loaded = m.db;
    return { db: m.db, liveQuery: m.liveQuery };
  });
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
