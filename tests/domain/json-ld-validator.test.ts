import { describe, expect, it } from "vitest";
import { blogPosting, liveBlogPosting } from "../../domain/embed/json-ld";
import { pageWithJsonLd, structuredDataIssues } from "../../e2e/support/structured-data";

/**
 * The outside judge the in-page embed's e2e test asks (Adobe's structured-data validator over
 * schema.org's vocabulary) passes what domain/embed/json-ld.ts builds, and catches what a
 * broken builder would write: so its silence in the e2e test means something.
 */

const PAGE = "https://news.example/live";
const built = liveBlogPosting({
  name: "Election night",
  pageUrl: PAGE,
  coverageStartTime: "2026-01-01T09:00:00.000Z",
  coverageEndTime: "2026-01-02T09:00:00.000Z",
  updates: [
    blogPosting(
      {
        id: "00000000-0000-4000-8000-000000000001",
        title: "Polls open",
        html: "<p>Turnout is high</p>",
        createdUtc: "2026-01-01T10:00:00.000Z",
        updatedUtc: "2026-01-01T10:05:00.000Z",
        authorName: "Ada",
        keyEvent: false,
      },
      "Election night",
      PAGE,
      "ticker-post-",
    ),
  ],
});
const messages = async (ld: object | string) =>
  (
    await structuredDataIssues(pageWithJsonLd(typeof ld === "string" ? ld : JSON.stringify(ld)))
  ).map((i) => `${i.severity}: ${i.issueMessage}`);

describe("the structured-data validator", () => {
  it("finds nothing to say about the LiveBlogPosting Ticker builds", async () => {
    expect(await messages(built)).toEqual([]);
  });

  it("errs on a type schema.org does not have", async () => {
    expect(await messages({ ...built, "@type": "LiveBlogPost" })).toEqual([
      'ERROR: Type "LiveBlogPost" is not a valid schema.org type',
    ]);
  });

  it("errs on an author without the name Google requires", async () => {
    const [update] = built.liveBlogUpdate;
    const nameless = { ...built, liveBlogUpdate: [{ ...update, author: { "@type": "Person" } }] };
    expect(await messages(nameless)).toEqual(['ERROR: Required attribute "name" is missing']);
  });

  it("warns of a property the type does not have, and errs on broken JSON", async () => {
    const { liveBlogUpdate, ...rest } = built;
    expect(await messages({ ...rest, liveBlogUpdates: liveBlogUpdate })).toEqual([
      'WARNING: Property "liveBlogUpdates" for type "LiveBlogPosting" is not supported by the schema.org specification',
    ]);
    const broken = await messages(`${JSON.stringify(built).slice(0, -1)},}`);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((m) => m.startsWith("ERROR"))).toBe(true);
  });
});
