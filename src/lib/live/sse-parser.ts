/** One server-sent event as the stream framed it (WHATWG "event stream interpretation"). */
export interface SseMessage {
  /** The last `id:` seen so far on the stream (it persists across events). */
  id: string | null;
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds a decoded chunk; returns the events it completed. */
  push(chunk: string): SseMessage[];
  /** The last event id the stream set (what to send as Last-Event-ID). */
  readonly lastEventId: string | null;
}

/**
 * An incremental SSE parser: fields `id`, `event`, `data` (multi-line joined with "\n"),
 * comments (`:` lines, e.g. heartbeats) ignored, CRLF / CR / LF line ends, chunks split anywhere.
 */
export function createSseParser(initialLastEventId: string | null = null): SseParser {
  let buffer = "";
  let lastEventId = initialLastEventId;
  let event = "";
  let data: string[] = [];
  let hasData = false;
  // A chunk that ended in "\r" may be the first half of "\r\n".
  let pendingCr = false;

  const dispatch = (out: SseMessage[]) => {
    if (hasData) out.push({ id: lastEventId, event: event || "message", data: data.join("\n") });
    event = "";
    data = [];
    hasData = false;
  };

  const line = (text: string, out: SseMessage[]) => {
    if (text === "") return dispatch(out);
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    switch (field) {
      case "id":
        if (!value.includes("\0")) lastEventId = value;
        return;
      case "event":
        event = value;
        return;
      case "data":
        data.push(value);
        hasData = true;
        return;
      default:
        // retry and unknown fields: ignored (backoff is the client's).
        return;
    }
  };

  return {
    get lastEventId() {
      return lastEventId;
    },
    push(chunk: string) {
      const out: SseMessage[] = [];
      let text = chunk;
      if (pendingCr && text.startsWith("\n")) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== "\n" && c !== "\r") continue;
        line(buffer.slice(start, i), out);
        if (c === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else pendingCr = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
