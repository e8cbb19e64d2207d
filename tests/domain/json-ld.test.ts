import { describe, expect, it } from "vitest";
import {
  blogPosting,
  type JsonLdPost,
  lastModified,
  liveBlogPosting,
  orderUpdates,
  postUrl,
} from "../../domain/embed/json-ld";

const post = (id: string, createdUtc: string, over: Partial<JsonLdPost> = {}): JsonLdPost => ({
  id,
  title: `Post ${id}`,
  html: "<p>Text &amp; more</p>",
  createdUtc,
  updatedUtc: createdUtc,
  authorName: "Ada",
  keyEvent: false,
  ...over,
});
const PAGE = "https://news.example/live#old";
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("the LiveBlogPosting", () => {
  it("puts each post at its permalink, replacing the page's own fragment", () => {
    expect(postUrl(PAGE, "ticker-post-", ID(1))).toBe(
      `https://news.example/live#ticker-post-${ID(1)}`,
    );
    expect(blogPosting(post(ID(1), "2026-01-01T10:00:00.000Z"), "Live", PAGE, "post-")).toEqual({
      "@type": "BlogPosting",
      headline: `Post ${ID(1)}`,
      datePublished: "2026-01-01T10:00:00.000Z",
      dateModified: "2026-01-01T10:00:00.000Z",
      articleBody: "Text & more",
      url: `https://news.example/live#post-${ID(1)}`,
      author: { "@type": "Person", name: "Ada" },
    });
    // Without a title the text heads it; without either, the channel's name.
    const untitled = blogPosting(
      post(ID(2), "2026-01-01T10:00:00.000Z", { title: "", html: "" }),
      "Live",
      PAGE,
      "post-",
    );
    expect(untitled.headline).toBe("Live");
  });

  it("orders key events first, each group newest first, and dates the whole by its latest change", () => {
    const at = (n: number, key: boolean, updated?: string) => {
      const created = `2026-01-01T1${n}:00:00.000Z`;
      return {
        update: blogPosting(
          post(ID(n), created, { updatedUtc: updated ?? created }),
          "L",
          PAGE,
          "post-",
        ),
        key,
      };
    };
    const updates = orderUpdates([
      at(1, false),
      at(2, true),
      at(3, false, "2026-01-02T00:00:00.000Z"),
      at(4, true),
      at(5, false),
    ]);
    expect(updates.map((u) => u.url.slice(-1))).toEqual(["4", "2", "5", "3", "1"]);
    expect(lastModified(updates)).toBe("2026-01-02T00:00:00.000Z");
    const ld = liveBlogPosting({
      name: "L",
      pageUrl: PAGE,
      coverageStartTime: "2026-01-01T09:00:00.000Z",
      coverageEndTime: null,
      updates,
    });
    expect(ld).toMatchObject({
      "@type": "LiveBlogPosting",
      dateModified: "2026-01-02T00:00:00.000Z",
    });
    expect(ld).not.toHaveProperty("coverageEndTime");
    expect(
      liveBlogPosting({ name: "L", pageUrl: PAGE, coverageStartTime: "x", updates: [] }),
    ).not.toHaveProperty("dateModified");
  });
});
