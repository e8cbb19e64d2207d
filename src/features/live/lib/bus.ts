import type { LiveEvent } from "../../../../domain/schemas/live";

export type LiveListener = (event: LiveEvent) => void;

/** A tiny event emitter: the channel's live events for whoever wants to react (editor, feed). */
export interface LiveBus {
  subscribe(listener: LiveListener): () => void;
  emit(event: LiveEvent): void;
}

export function createLiveBus(): LiveBus {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // One broken listener must not stop the others.
        }
      }
    },
  };
}
