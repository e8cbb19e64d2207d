/**
 * Runs inside the sandboxed frame of one editor extension. The page is served by
 * GET /api/extension-frame with this script inline; it has an opaque origin, so it cannot read
 * the suite's storage, cookies or token. The suite sends the extension's code (and the
 * account's jsLibrary code) in ticker:init; this runs it, takes its Ticker.register call and
 * answers ticker:ready or ticker:failed. Everything the extension does to the post travels
 * back as a typed message the suite checks again.
 */
import {
  type BlockData,
  type ExtensionContext,
  type FrameMessage,
  type PostSnapshot,
  parseSuiteMessage,
  type RuntimeExtension,
  type SuiteMessage,
} from "../../../../../domain/schemas/extension-bridge";

const API_VERSION = 1;

interface EditorApi {
  apiVersion: number;
  extension: { id: string; name: string; type: string };
  context: ExtensionContext;
  /** The post being written (postEditor, integratedPostEditor, inlineEditor). */
  post(): PostSnapshot | null;
  onPostChange(listener: (post: PostSnapshot) => void): void;
  insertText(text: string): void;
  insertBlock(block: { blockType?: string; data: BlockData; text: string }): void;
}

interface Registration {
  apiVersion?: unknown;
  type?: unknown;
  label?: unknown;
  blockType?: unknown;
  init?: (api: EditorApi) => unknown;
  render?: (root: HTMLElement, api: EditorApi) => unknown;
  onClick?: (api: EditorApi) => unknown;
  create?: (api: EditorApi) => unknown;
}

const send = (message: FrameMessage) => window.parent.postMessage(message, "*");
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

let post: PostSnapshot | null = null;
const listeners: ((post: PostSnapshot) => void)[] = [];
let registration: Registration | null = null;
let api: EditorApi | null = null;

function run(code: string, ticker: unknown): void {
  // The frame's own CSP allows eval here and nowhere else (server/extensions/frame-page.ts).
  new Function("Ticker", code)(ticker);
}

async function init(message: Extract<SuiteMessage, { kind: "ticker:init" }>): Promise<void> {
  const { extension } = message;
  post = message.post;
  // The page's base style follows the suite's theme (the frame is transparent over it).
  document.documentElement.dataset.theme = message.context.theme;
  const ticker = {
    apiVersion: API_VERSION,
    register(r: Registration) {
      registration ??= r && typeof r === "object" ? r : {};
    },
  };
  (window as unknown as { Ticker: unknown }).Ticker = ticker;
  if (extension.cssString) {
    const style = document.createElement("style");
    style.textContent = extension.cssString;
    document.head.appendChild(style);
  }
  try {
    for (const library of message.libraries) run(library.javaScriptString, ticker);
    registration = null;
    run(extension.javaScriptString, ticker);
  } catch (error) {
    send({ kind: "ticker:failed", phase: "load", message: errorText(error) });
    return;
  }
  const r = registration as Registration | null;
  const problem = !r
    ? "Ticker.register was not called"
    : r.apiVersion !== API_VERSION
      ? `unsupported apiVersion ${String(r.apiVersion)}`
      : r.type !== extension.type
        ? `registered as ${String(r.type)}, saved as ${extension.type}`
        : null;
  if (problem || !r) {
    send({ kind: "ticker:failed", phase: "init", message: problem ?? "" });
    return;
  }
  api = makeApi(extension, message.context, r);
  try {
    await r.init?.(api);
    const root = document.getElementById("ticker-extension");
    if (root && typeof r.render === "function") await r.render(root, api);
  } catch (error) {
    send({ kind: "ticker:failed", phase: "init", message: errorText(error) });
    return;
  }
  const label = typeof r.label === "string" && r.label.trim() ? r.label.trim().slice(0, 60) : null;
  const blockType = typeof r.blockType === "string" ? r.blockType : null;
  send({ kind: "ticker:ready", label, blockType });
}

function makeApi(
  extension: RuntimeExtension,
  context: ExtensionContext,
  r: Registration,
): EditorApi {
  return {
    apiVersion: API_VERSION,
    extension: { id: extension.id, name: extension.name, type: extension.type },
    context,
    post: () => post,
    onPostChange: (listener) => {
      listeners.push(listener);
    },
    insertText: (text) => {
      if (typeof text === "string" && text) send({ kind: "ticker:insertText", text });
    },
    insertBlock: (block) => {
      const blockType = block.blockType ?? (typeof r.blockType === "string" ? r.blockType : "");
      send({
        kind: "ticker:insertBlock",
        block: { blockType, data: block.data, text: block.text },
      });
    },
  };
}

async function action(): Promise<void> {
  const r = registration;
  if (!r || !api) return;
  try {
    const handler = r.onClick ?? r.create;
    await handler?.(api);
  } catch (error) {
    console.error("[Ticker] extension action failed", error);
  }
}

window.addEventListener("message", (event) => {
  if (event.source !== window.parent) return;
  const message = parseSuiteMessage(event.data);
  if (!message) return;
  if (message.kind === "ticker:init") void init(message);
  else if (message.kind === "ticker:post") {
    post = message.post;
    for (const listener of listeners) {
      try {
        listener(message.post);
      } catch (error) {
        console.error("[Ticker] onPostChange failed", error);
      }
    }
  } else void action();
});

if (typeof ResizeObserver === "function") {
  new ResizeObserver(() =>
    send({
      kind: "ticker:resize",
      height: Math.min(2000, Math.ceil(document.documentElement.getBoundingClientRect().height)),
    }),
  ).observe(document.body);
}

send({ kind: "ticker:frame" });
