import { describe, expect, it } from "vitest";
import {
  EMBED_SKINS,
  embedCode,
  embedUrl,
  iframeCode,
  jsCode,
  oembedUrl,
} from "../../src/features/channels/lib/embed-codes";

const ORIGIN = "https://ticker.example.com";
const ID = "11111111-1111-4111-8111-111111111111";

describe("embed codes", () => {
  it("offers the spec's seven skins", () => {
    const spec = "default white centered darkmode materialdesign materialalternate sports";
    expect(EMBED_SKINS).toEqual(spec.split(" "));
  });

  it("points the iframe at /embed/{id}?skin=…", () => {
    expect(embedUrl(ORIGIN, ID, "sports")).toBe(`${ORIGIN}/embed/${ID}?skin=sports`);
    const code = iframeCode(ORIGIN, ID, "darkmode");
    expect(code).toMatch(/^<iframe /);
    expect(code).toContain(`src="${ORIGIN}/embed/${ID}?skin=darkmode"`);
    expect(code).toMatch(/<\/iframe>$/);
  });

  it("builds the JS embed with its element and the async loader", () => {
    expect(jsCode(ORIGIN, ID, "white")).toBe(
      `<div class="ticker-embed" data-channel="${ID}" data-skin="white"></div><script async src="${ORIGIN}/embed.js"></script>`,
    );
    // The same script, told to frame the reader page.
    expect(embedCode("js", ORIGIN, ID, "white", true)).toBe(
      `<div class="ticker-embed" data-channel="${ID}" data-skin="white" data-mode="iframe"></div><script async src="${ORIGIN}/embed.js"></script>`,
    );
  });

  it("encodes the embed URL into the oEmbed URL", () => {
    expect(oembedUrl(ORIGIN, ID)).toBe(
      `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${ID}`)}`,
    );
    expect(oembedUrl(ORIGIN, ID)).toContain("url=https%3A%2F%2Fticker.example.com%2Fembed%2F");
  });

  it("ignores a trailing slash on the origin and picks the code by kind", () => {
    expect(embedCode("js", `${ORIGIN}/`, ID, "default")).toBe(jsCode(ORIGIN, ID, "default"));
    expect(embedCode("iframe", ORIGIN, ID, "centered")).toBe(iframeCode(ORIGIN, ID, "centered"));
    expect(embedCode("oembed", ORIGIN, ID, "sports")).toBe(oembedUrl(ORIGIN, ID));
  });

  it("escapes attribute values", () => {
    expect(jsCode(ORIGIN, 'x" onload="y', "default")).not.toContain('" onload="');
  });
});
