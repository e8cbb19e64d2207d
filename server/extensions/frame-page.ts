import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { bundleScript } from "../bundle-script";

/**
 * The page an editor extension runs in: the bridge runtime inline, allowed by its
 * hash, and nothing else. 'unsafe-eval' lets the runtime run the extension's code; it holds
 * only in this page, which the CSP's own `sandbox` keeps at an opaque origin (no storage, no
 * cookies, no token) even when opened directly. The suite's own policy stays as it is.
 */
export interface FramePage {
  html: string;
  csp: string;
}

const entry = fileURLToPath(
  new URL("../../src/features/extensions/runtime/frame/runtime.ts", import.meta.url),
);

let page: Promise<FramePage> | null = null;

const cspOf = (hash: string) =>
  [
    "default-src 'none'",
    `script-src 'sha256-${hash}' 'unsafe-eval'`,
    "style-src 'unsafe-inline'",
    "img-src https: data: blob:",
    "font-src https: data:",
    // Sports feeds and the like; requests from an opaque origin carry no cookies.
    "connect-src https:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "sandbox allow-scripts",
  ].join("; ");

export function framePage(): Promise<FramePage> {
  page ??= bundleScript(entry).then((bundled) => {
    const code = bundled.replace(/<\/script/gi, "<\\/script");
    const hash = createHash("sha256").update(code).digest("base64");
    const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>html,body{margin:0;padding:0;background:transparent;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}html{color:#18181b}html[data-theme=dark]{color:#e4e4e7}a{color:#b91c1c}html[data-theme=dark] a{color:#fca5a5}#ticker-extension{padding:8px 10px}#ticker-extension:empty{padding:0}</style></head><body><div id="ticker-extension"></div><script>${code}</script></body></html>`;
    return { html, csp: cspOf(hash) };
  });
  page.catch(() => {
    page = null;
  });
  return page;
}
