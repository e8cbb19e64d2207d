import { useCallback, useEffect, useRef } from "react";
import { livePaths } from "../../../../domain/schemas/live";
import { api } from "../../../lib/api-client";

/** At most one "typing" POST per this interval while the user types. */
export const TYPING_THROTTLE_MS = 3000;
/** Without a keystroke this long, the user is idle again. */
export const TYPING_IDLE_MS = 5000;

const enc = encodeURIComponent;

type State = "typing" | "idle";
export type PresencePost = (state: State) => Promise<unknown>;

/**
 * Presence for the Typing distributor: returns `typing()`, to call on every edit. Sends
 * {state:"typing"} at most every 3 s, and {state:"idle"} after 5 s without typing or on unmount.
 */
export function usePresenceSender(
  host: string,
  channelId: string,
  post?: PresencePost,
): () => void {
  const send = useRef<PresencePost>(() => Promise.resolve());
  send.current =
    post ??
    ((state) =>
      api.post(livePaths.presence(enc(host), enc(channelId)), { state }).catch(() => undefined));
  const lastTyping = useRef(0);
  const typingNow = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const goIdle = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (!typingNow.current) return;
    typingNow.current = false;
    lastTyping.current = 0;
    void send.current("idle");
  }, []);

  const typing = useCallback(() => {
    const now = Date.now();
    if (!typingNow.current || now - lastTyping.current >= TYPING_THROTTLE_MS) {
      typingNow.current = true;
      lastTyping.current = now;
      void send.current("typing");
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(goIdle, TYPING_IDLE_MS);
  }, [goIdle]);

  // Leaving the channel (or the editor) says idle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: host/channelId changes must flush idle for the old channel
  useEffect(() => goIdle, [goIdle, host, channelId]);

  return typing;
}
