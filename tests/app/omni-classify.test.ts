import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ParsedEmbed, parseEmbedUrl } from "../../domain/content/embed-urls";
import {
  classifyOmniFiles,
  classifyOmniText,
} from "../../src/features/posts/components/editor/omni-classify";

const ALL: ParsedEmbed["provider"][] = ["twitter", "youtube", "facebook", "instagram", "infogram"];
const on = { embedProviders: ALL };

const EMBED_URLS: [ParsedEmbed["provider"], string][] = [
  ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["youtube", "https://youtu.be/dQw4w9WgXcQ"],
  ["twitter", "https://x.com/someone/status/1234567890123"],
  ["facebook", "https://www.facebook.com/newsroom/posts/1234567890"],
  ["instagram", "https://www.instagram.com/p/abcdef123/"],
  ["infogram", "https://infogram.com/election-results-1h8n6m3"],
];

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe("omni input: text", () => {
  it.each(EMBED_URLS)("a %s URL becomes its embed, spaces around it ignored", (provider, url) => {
    expect(classifyOmniText(`  ${url}\n`, on)).toEqual({
      kind: "embed",
      embed: { provider, id: expect.any(String), url },
    });
  });

  it("an embed URL whose provider is switched off is a link card", () => {
    const url = "https://youtu.be/dQw4w9WgXcQ";
    expect(classifyOmniText(url, { embedProviders: ["twitter"] })).toEqual({
      kind: "linkCard",
      url,
    });
  });

  it("any other http(s) URL is a link card", () => {
    for (const url of ["https://example.com/a?b=c#d", "http://127.0.0.1:8080/story"])
      expect(classifyOmniText(url, on)).toEqual({ kind: "linkCard", url });
  });

  it("text with a URL in it, other schemes and bare hosts are text", () => {
    for (const text of [
      "Read https://example.com now",
      "javascript:alert(1)",
      "ftp://example.com/file",
      "www.example.com",
      "https://",
    ])
      expect(classifyOmniText(text, on)?.kind).toBe("text");
  });

  it("text becomes one paragraph per non-empty line; blank input is nothing", () => {
    expect(classifyOmniText("First line\r\n\n  Second line  \rThird", on)).toEqual({
      kind: "text",
      paragraphs: ["First line", "Second line", "Third"],
    });
    expect(classifyOmniText(" \n\t ", on)).toBeNull();
  });

  it("never loses or invents text, and never throws (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        const item = classifyOmniText(raw, on);
        if (!raw.trim()) return item === null;
        if (!item) return false;
        if (item.kind === "text")
          return (
            item.paragraphs.every((p) => p.length > 0 && p === p.trim()) &&
            item.paragraphs.join("").replace(/\s/g, "") === raw.replace(/\s/g, "")
          );
        return item.kind === "embed" ? item.embed.url === raw.trim() : item.url === raw.trim();
      }),
      { numRuns: 300 },
    );
  });

  it("every URL is an embed exactly when the embed parser knows it (property)", () => {
    // Hosts and path pieces of the providers mixed with others, so both answers come up often
    // (fc.webUrl almost never hits a provider, and is slow to generate).
    const url = fc
      .tuple(
        fc.constantFrom("https://", "http://"),
        fc.constantFrom(
          "www.youtube.com",
          "youtu.be",
          "x.com",
          "twitter.com",
          "www.facebook.com",
          "www.instagram.com",
          "infogram.com",
          "example.com",
          "news.example.no",
        ),
        fc.array(
          fc.oneof(
            fc.constantFrom(
              "watch?v=dQw4w9WgXcQ",
              "status",
              "posts",
              "p",
              "dQw4w9WgXcQ",
              "1234567890123",
            ),
            fc.string({
              unit: fc.constantFrom(..."abcXYZ019-_.=?&%"),
              minLength: 1,
              maxLength: 12,
            }),
          ),
          { maxLength: 4 },
        ),
      )
      .map(([scheme, host, path]) => `${scheme}${host}/${path.join("/")}`);
    fc.assert(
      fc.property(url, (value) => {
        const item = classifyOmniText(value, on);
        return item?.kind === (parseEmbedUrl(value) ? "embed" : "linkCard");
      }),
    );
  });
});

describe("omni input: files", () => {
  it("image files are uploaded, other files left out", () => {
    const png = file("a.png", "image/png");
    const webp = file("b.webp", "image/webp");
    expect(classifyOmniFiles([png, file("c.pdf", "application/pdf"), webp], true)).toEqual({
      kind: "image",
      files: [png, webp],
    });
  });

  it("no image among them, or images switched off, is refused; no files is nothing", () => {
    expect(classifyOmniFiles([file("c.pdf", "application/pdf")], true)).toEqual({
      kind: "unsupportedFile",
    });
    expect(classifyOmniFiles([file("a.png", "image/png")], false)).toEqual({
      kind: "unsupportedFile",
    });
    expect(classifyOmniFiles([file("x.svg", "image/svg+xml")], true)).toEqual({
      kind: "unsupportedFile",
    });
    expect(classifyOmniFiles([], true)).toBeNull();
  });
});
