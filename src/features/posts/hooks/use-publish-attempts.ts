import { useEffect, useRef, useState } from "react";
import { isFlakyFailure, sendWithRetry } from "../lib/publish-retry";

const isOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * One publish (or update) of the post being written, under one idempotency key from the first
 * press until the server answers: `persist` keeps the key with the post on the device before it
 * is sent, so a second press after a lost answer, or a reload, sends it again.
 */
export function usePublishAttempts(initialKey: string | undefined) {
  const keyRef = useRef<string | null>(initialKey ?? null);
  const [retrying, setRetrying] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async <T>(
    persist: (key: string) => Promise<void>,
    send: (key: string) => Promise<T>,
  ): Promise<T> => {
    keyRef.current ??= crypto.randomUUID();
    const key = keyRef.current;
    await persist(key);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const out = await sendWithRetry(() => send(key), {
        isOnline,
        onRetry: () => setRetrying(true),
        signal: abort.signal,
      });
      keyRef.current = null;
      return out;
    } catch (error) {
      // The server answered (a refusal, a conflict): nothing was written under this key.
      if (!isFlakyFailure(error)) keyRef.current = null;
      throw error;
    } finally {
      setRetrying(false);
    }
  };

  return { run, retrying, key: () => keyRef.current };
}
