import { EMBED_SKINS, type EmbedSkin } from "../../../../domain/embed/skins";

export { EMBED_SKINS, type EmbedSkin };

export const EMBED_KINDS = ["js", "iframe", "oembed"] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

const trimOrigin = (origin: string) => origin.replace(/\/+$/, "");

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The reader page of a channel: `{origin}/embed/{channelId}?skin=…`. */
export function embedUrl(origin: string, channelId: string, skin: EmbedSkin): string {
  return `${trimOrigin(origin)}/embed/${encodeURIComponent(channelId)}?skin=${encodeURIComponent(skin)}`;
}

export function iframeCode(origin: string, channelId: string, skin: EmbedSkin): string {
  const src = escapeAttr(embedUrl(origin, channelId, skin));
  return `<iframe src="${src}" width="100%" height="800" style="border:0" loading="lazy" title="Ticker live"></iframe>`;
}

/**
 * The recommended embed: a placeholder element and the async loader script, which renders the
 * live blog into the page itself (or, `framed`, into a frame that resizes to its content).
 */
export function jsCode(origin: string, channelId: string, skin: EmbedSkin, framed = false): string {
  const o = escapeAttr(trimOrigin(origin));
  return `<div class="ticker-embed" data-channel="${escapeAttr(channelId)}" data-skin="${escapeAttr(skin)}"${framed ? ' data-mode="iframe"' : ""}></div><script async src="${o}/embed.js"></script>`;
}

/** oEmbed discovery URL for the channel's embed page (without a skin: oEmbed consumers pick). */
export function oembedUrl(origin: string, channelId: string): string {
  const o = trimOrigin(origin);
  return `${o}/oembed?url=${encodeURIComponent(`${o}/embed/${channelId}`)}`;
}

export function embedCode(
  kind: EmbedKind,
  origin: string,
  channelId: string,
  skin: EmbedSkin,
  /** The JS embed told to frame the reader page (`data-mode="iframe"`). */
  framed = false,
): string {
  switch (kind) {
    case "iframe":
      return iframeCode(origin, channelId, skin);
    case "js":
      return jsCode(origin, channelId, skin, framed);
    case "oembed":
      return oembedUrl(origin, channelId);
  }
}
