/**
 * The reader side of the extension API (docs/extensions.md). The embed page links
 * each of the account's reader-side extensions as its own script after live.js; the server
 * wraps its code in a call to `self.__tickerLoad`, so a throw while loading is caught here
 * and reported for that extension alone. Hooks run guarded as well: a failing or hanging
 * extension is logged as a load or initialise failure and the page goes on without it.
 */
import type { EmbedBoot } from "../../../domain/embed/shared";

const API_VERSION = 1;
const INIT_TIMEOUT_MS = 5000;
const RENDERED = "tickerRendered";
const BLOCK_TYPE = /^[a-z][a-z0-9-]{0,39}$/;

type Json = string | number | boolean | null;
interface ReaderApi {
  apiVersion: number;
  extension: { id: string; name: string; type: string };
  context: {
    lang: string;
    channelId: string;
    host: string;
    sports: NonNullable<EmbedBoot["ext"]>["sports"];
  };
}
type Hook<A extends unknown[]> = ((...args: [...A, ReaderApi]) => unknown) | undefined;
interface Registration {
  apiVersion?: unknown;
  type?: unknown;
  blockType?: unknown;
  init?: Hook<[]>;
  render?: Hook<[HTMLElement]> | Hook<[HTMLElement, Record<string, Json>]>;
}
interface Loaded {
  meta: ReaderApi["extension"];
  registration: Registration;
  api: ReaderApi;
}
interface Meta {
  id: string;
  name: string;
  type: string;
}

export interface EmbedExtensions {
  /** A post article was added or replaced: postRenderers and inlineRenderers decorate it. */
  decorate(root: HTMLElement): void;
}

function report(meta: Meta, phase: "load" | "init", error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const text = phase === "load" ? "failed to load" : "failed to initialise";
  console.error(`[Ticker] Extension "${meta.name}" (${meta.type}) ${text}: ${message}`);
  // A marker for the newsroom's developers (and tests); readers see nothing.
  const failed = document.documentElement.dataset.tickerExtensionFailed;
  document.documentElement.dataset.tickerExtensionFailed = failed
    ? `${failed} ${meta.id}`
    : meta.id;
}

/** Runs a hook; a throw, a rejection or no answer within the timeout is an init failure. */
function guarded(meta: Meta, run: () => unknown): void {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    report(meta, "init", error);
    return;
  }
  if (result && typeof (result as Promise<unknown>).then === "function") {
    const timer = setTimeout(() => report(meta, "init", new Error("timed out")), INIT_TIMEOUT_MS);
    (result as Promise<unknown>).then(
      () => clearTimeout(timer),
      (error: unknown) => {
        clearTimeout(timer);
        report(meta, "init", error);
      },
    );
  }
}

const blockData = (el: HTMLElement): Record<string, Json> => {
  try {
    const data = JSON.parse(el.dataset.block ?? "{}") as unknown;
    return data && typeof data === "object" ? (data as Record<string, Json>) : {};
  } catch {
    return {};
  }
};

export function installEmbedExtensions(
  boot: EmbedBoot,
  onChange: () => void,
  /** The reader page's document, or the shadow root of a host page's live blog. */
  page: Document | ShadowRoot = document,
): EmbedExtensions {
  const loaded: Loaded[] = [];
  const ext = boot.ext;
  const context: ReaderApi["context"] = {
    lang: boot.lang,
    channelId: boot.channelId,
    host: ext?.host ?? "",
    sports: ext?.sports ?? { provider: "none", competitionIds: [] },
  };

  const decorateWith = (item: Loaded, root: ParentNode) => {
    const { registration: r, meta, api } = item;
    if (typeof r.render !== "function") return;
    const render = r.render as (...args: unknown[]) => unknown;
    if (meta.type === "postRenderer") {
      const posts = root instanceof HTMLElement && root.matches("article.t-post") ? [root] : [];
      posts.push(...root.querySelectorAll<HTMLElement>("article.t-post"));
      for (const post of posts) {
        const done = (post.dataset[RENDERED] ?? "").split(" ");
        if (done.includes(meta.id)) continue;
        post.dataset[RENDERED] = [...done, meta.id].join(" ").trim();
        guarded(meta, () => render(post, api));
      }
    } else if (meta.type === "inlineRenderer" && typeof r.blockType === "string") {
      // Block types are plain names (domain/extensions.ts), so the selector needs no escaping.
      if (!BLOCK_TYPE.test(r.blockType)) return;
      const blocks = root.querySelectorAll<HTMLElement>(
        `.ext-block[data-block-type="${r.blockType}"]:not([data-ticker-rendered])`,
      );
      for (const block of blocks) {
        block.dataset[RENDERED] = meta.id;
        guarded(meta, () => render(block, blockData(block), api));
      }
    }
  };

  const start = (item: Loaded) => {
    const { registration: r, meta, api } = item;
    if (r.apiVersion !== API_VERSION) {
      report(meta, "init", new Error(`unsupported apiVersion ${String(r.apiVersion)}`));
      return;
    }
    if (r.type !== meta.type) {
      report(meta, "init", new Error(`registered as ${String(r.type)}, saved as ${meta.type}`));
      return;
    }
    loaded.push(item);
    if (typeof r.init === "function") guarded(meta, () => r.init?.(api));
    if (meta.type === "channelRenderer" && typeof r.render === "function") {
      const root = page.getElementById("ticker");
      const render = r.render as (...args: unknown[]) => unknown;
      if (root) guarded(meta, () => render(root, api));
    }
    decorateWith(item, page);
    onChange();
  };

  const w = self as unknown as {
    __tickerLoad?: (meta: Meta, body: (ticker: unknown) => void) => void;
    Ticker?: unknown;
  };
  w.__tickerLoad = (meta, body) => {
    let registration: Registration | null = null;
    const Ticker = {
      apiVersion: API_VERSION,
      register(r: Registration) {
        registration ??= r && typeof r === "object" ? r : {};
      },
    };
    try {
      body(Ticker);
    } catch (error) {
      report(meta, "load", error);
      return;
    }
    const api: ReaderApi = { apiVersion: API_VERSION, extension: { ...meta }, context };
    if (registration) start({ meta, registration, api });
    else if (meta.type !== "jsLibraryPublic") {
      report(meta, "init", new Error("Ticker.register was not called"));
    }
  };

  return {
    decorate(root) {
      for (const item of loaded) decorateWith(item, root);
    },
  };
}
