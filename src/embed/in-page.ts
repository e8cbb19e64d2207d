/**
 * The in-page embed (embed.js's default): the live blog in the host page's own document, in an
 * open shadow root, so the host's CSS stays out and ours in while crawlers, assistive
 * technology and tests read it as part of the page. A render a CMS printed into the page
 * (a declarative shadow root, GET /api/public/v1/channels/{id}/render) is adopted as it is;
 * otherwise embed.js fetches the same render. Either way live.js then runs against the shadow
 * root and goes live from the render's last event id.
 */

/** The address permalinks and the JSON-LD point into: the page's canonical URL, else itself. */
function pageUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical && /^https?:/.test(canonical)) return canonical.replace(/#.*$/, "");
  return location.href.replace(/#.*$/, "");
}

function addScript(src: string, onload?: () => void): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = false;
  if (onload) script.addEventListener("load", onload);
  document.head.append(script);
}

/**
 * Runs the live script once for this root: it takes the next queued root as it starts
 * (live/page.ts), so each live blog on the page has its own run. The account's reader
 * extensions follow it.
 */
function goLive(root: ShadowRoot, rendered: HTMLElement): void {
  const live = rendered.dataset.tickerLive;
  if (!live) return;
  const w = window as unknown as { __tickerRoots?: ShadowRoot[] };
  w.__tickerRoots ??= [];
  w.__tickerRoots.push(root);
  const extensions = (rendered.dataset.tickerExt ?? "").split(" ").filter(Boolean);
  addScript(live, () => {
    for (const src of extensions) addScript(src);
  });
}

export async function mountInPage(
  host: HTMLElement,
  origin: string,
  channel: string,
  skin: string,
  lang: string,
): Promise<void> {
  const prefetched = host.shadowRoot;
  if (prefetched?.getElementById("t-boot")) {
    goLive(prefetched, host);
    return;
  }
  const q = new URLSearchParams({
    skin: skin || "default",
    lang: lang || (/^(nb|nn|no)\b/i.test(navigator.language) ? "no" : "en"),
    url: pageUrl(),
  });
  let html: string;
  try {
    const res = await fetch(`${origin}/embed/${encodeURIComponent(channel)}/render?${q}`);
    if (!res.ok) return;
    html = ((await res.json()) as { html: string }).html;
  } catch {
    return;
  }
  // Parsed as a template, the render's own <template shadowrootmode> stays a template: its
  // content is what goes into the shadow root.
  const parsed = document.createElement("template");
  parsed.innerHTML = html;
  const rendered = parsed.content.firstElementChild as HTMLElement | null;
  const inner = rendered?.querySelector("template");
  if (!rendered || !inner) return;
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  root.replaceChildren(document.importNode(inner.content, true));
  goLive(root, rendered);
}
