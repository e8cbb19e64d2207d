/**
 * Embeds recognised from a pasted URL: tweet, YouTube, Facebook, Instagram,
 * Infogram, plus custom HTML. One parser for the client (paste) and the server (validation).
 */
export const EMBED_PROVIDERS = [
  "twitter",
  "youtube",
  "facebook",
  "instagram",
  "infogram",
  "html",
] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

/** The feature flag that switches each provider on (domain/features.ts). */
export const EMBED_FEATURE = {
  twitter: "inlineTwitter",
  youtube: "inlineYouTube",
  facebook: "inlineFacebook",
  instagram: "inlineInstagram",
  infogram: "inlineInfogram",
  html: "inlineCustom",
} as const satisfies Record<EmbedProvider, string>;

/** The errorKey for a URL that does not fit the provider the editor asked for. */
export const EMBED_ERROR = {
  twitter: "embed-tweet-invalid",
  youtube: "embed-youtube-invalid",
  facebook: "embed-facebook-invalid",
  instagram: "embed-instagram-invalid",
  infogram: "embed-infogram-invalid",
  html: "invalid-content",
} as const;

export interface ParsedEmbed {
  provider: Exclude<EmbedProvider, "html">;
  id: string;
  url: string;
}

const PATTERNS: [ParsedEmbed["provider"], RegExp][] = [
  [
    "twitter",
    /^https:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/\w{1,15}\/status(?:es)?\/(\d{5,25})/i,
  ],
  ["youtube", /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{11})/i],
  ["youtube", /^https:\/\/youtu\.be\/([\w-]{11})/i],
  ["youtube", /^https:\/\/(?:www\.)?youtube\.com\/(?:shorts|embed|live)\/([\w-]{11})/i],
  [
    "facebook",
    /^https:\/\/(?:www\.|m\.)?facebook\.com\/([\w.-]+\/(?:posts|videos)\/[\w.-]+|watch\/?\?v=\d+|permalink\.php\?[^\s]+)/i,
  ],
  ["instagram", /^https:\/\/(?:www\.)?instagram\.com\/(?:p|reel|tv)\/([\w-]{5,40})/i],
  ["infogram", /^https:\/\/(?:e\.)?infogram\.com\/(?:_\/)?([\w-]{4,100})/i],
];

/** Recognises a provider URL; `only` restricts to one provider (for the editor's per-provider input). */
export function parseEmbedUrl(raw: string, only?: ParsedEmbed["provider"]): ParsedEmbed | null {
  const url = raw.trim();
  for (const [provider, re] of PATTERNS) {
    if (only && provider !== only) continue;
    const m = re.exec(url);
    if (m?.[1]) return { provider, id: m[1], url };
  }
  return null;
}
