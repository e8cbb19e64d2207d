/**
 * /embed.js: renders every `div.ticker-embed[data-channel]` (and the script tag's own
 * data-channel, if any) into the page itself (in-page.ts), or, with `data-mode="iframe"`, into
 * an iframe of the reader page that resizes to its content.
 */
import { mountInPage } from "./in-page";
import { freshReaderId, READER_ANSWER, READER_ASK, storedReaderId } from "./reader-id";

(() => {
  const me = document.currentScript as HTMLScriptElement | null;
  const origin = me ? new URL(me.src, location.href).origin : location.origin;
  const frames = new Map<string, HTMLIFrameElement[]>();
  let reader: string | undefined;

  /** The frames cannot keep the reader's poll id (they are sandboxed): this page does. */
  function readerId(): string {
    reader ??= storedReaderId() ?? freshReaderId();
    return reader;
  }

  function mount(host: HTMLElement, channel: string, skin: string, lang: string): void {
    if (host.dataset.tickerMounted) return;
    host.dataset.tickerMounted = "1";
    if (host.dataset.mode !== "iframe") {
      void mountInPage(host, origin, channel, skin, lang);
      return;
    }
    const frame = document.createElement("iframe");
    const q = `skin=${encodeURIComponent(skin || "default")}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;
    frame.src = `${origin}/embed/${encodeURIComponent(channel)}?${q}`;
    frame.title = host.dataset.title || "Ticker live";
    frame.setAttribute("width", "100%");
    frame.setAttribute("height", "600");
    frame.setAttribute("scrolling", "no");
    frame.style.cssText = "border:0;width:100%;display:block;overflow:hidden;height:600px";
    host.appendChild(frame);
    const list = frames.get(channel) ?? [];
    list.push(frame);
    frames.set(channel, list);
  }

  function scan(): void {
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>("div.ticker-embed[data-channel]"),
    )) {
      mount(el, el.dataset.channel ?? "", el.dataset.skin ?? "", el.dataset.lang ?? "");
    }
    const own = me?.dataset.channel;
    if (me && own && !me.dataset.tickerMounted) {
      const div = document.createElement("div");
      div.className = "ticker-embed";
      for (const name of ["mode", "injectSchema"] as const) {
        const value = me.dataset[name];
        if (value) div.dataset[name] = value;
      }
      me.dataset.tickerMounted = "1";
      me.parentNode?.insertBefore(div, me);
      mount(div, own, me.dataset.skin ?? "", me.dataset.lang ?? "");
    }
  }

  window.addEventListener("message", (e: MessageEvent) => {
    // The reader page is sandboxed, so its messages come from an opaque origin ("null"); that
    // the sender is one of our frames is what counts.
    if (e.origin !== origin && e.origin !== "null") return;
    const d = e.data as {
      type?: string;
      channelId?: unknown;
      height?: unknown;
      top?: unknown;
    } | null;
    if (!d || typeof d.channelId !== "string") return;
    for (const frame of frames.get(d.channelId) ?? []) {
      if (frame.contentWindow !== e.source) continue;
      if (d.type === "ticker:height" && typeof d.height === "number" && d.height > 0) {
        frame.style.height = `${Math.ceil(d.height)}px`;
        frame.setAttribute("height", String(Math.ceil(d.height)));
      } else if (d.type === READER_ASK) {
        (e.source as Window).postMessage({ type: READER_ANSWER, reader: readerId() }, "*");
      } else if (d.type === "ticker:scrollTop") {
        frame.scrollIntoView({ behavior: "smooth", block: "start" });
      } else if (d.type === "ticker:scrollTo" && typeof d.top === "number") {
        // A key event's post, `top` pixels below the frame's top.
        const top = frame.getBoundingClientRect().top + window.scrollY + d.top;
        window.scrollTo({ top: Math.max(0, top - 8), behavior: "smooth" });
      }
    }
  });

  // Tell each frame how far the page has scrolled past its top ("N new posts" vs jumping).
  let queued = false;
  window.addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        for (const list of frames.values()) {
          for (const frame of list) {
            const scrolledPast = -frame.getBoundingClientRect().top;
            // An opaque origin cannot be named as the target; a scroll offset is no secret.
            frame.contentWindow?.postMessage({ type: "ticker:viewport", scrolledPast }, "*");
          }
        }
      });
    },
    { passive: true },
  );

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
