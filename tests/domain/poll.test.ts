import { describe, expect, it } from "vitest";
import { findPoll, findPolls, newPollId, ZPollAttrs } from "../../domain/content/poll";
import { renderHtml } from "../../domain/content/render";
import { type Doc, isEmptyDoc, ZDoc } from "../../domain/content/schema";
import { normalizePlugins, PLUGIN_IDS } from "../../domain/plugins";

const poll = (id: string, question = "Best <player>?") => ({
  type: "poll" as const,
  attrs: {
    id,
    question,
    options: [
      { id: "a", label: "Ada & Bo" },
      { id: "b", label: '"Cy"' },
    ],
  },
});

describe("poll block", () => {
  it("is valid content, found anywhere in the document, and not an empty post", () => {
    const doc: Doc = ZDoc.parse({
      type: "doc",
      content: [poll("pollOne1"), { type: "blockquote", content: [poll("pollTwo2")] }],
    });
    expect(findPoll(doc, "pollTwo2")?.question).toBe("Best <player>?");
    expect(findPoll(doc, "missing1")).toBeUndefined();
    expect(findPolls(doc).map((p) => p.id)).toEqual(["pollOne1", "pollTwo2"]);
    expect(isEmptyDoc(doc)).toBe(false);
  });

  it("renders escaped markup the embed turns into vote buttons", () => {
    const html = renderHtml({ type: "doc", content: [poll("pollOne1")] });
    expect(html).toBe(
      '<div class="t-poll" data-poll="pollOne1"><p class="t-poll-question">Best &lt;player&gt;?</p>' +
        '<ul class="t-poll-options"><li class="t-poll-option" data-option="a"><span class="t-poll-label">Ada &amp; Bo</span></li>' +
        '<li class="t-poll-option" data-option="b"><span class="t-poll-label">&quot;Cy&quot;</span></li></ul></div>',
    );
  });

  it("takes 2 to 6 distinct answers, a question, and ids of a safe shape", () => {
    const attrs = poll("pollOne1").attrs;
    expect(ZPollAttrs.safeParse(attrs).success).toBe(true);
    const options = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: "x" }));
    expect(ZPollAttrs.safeParse({ ...attrs, options: options(1) }).success).toBe(false);
    expect(ZPollAttrs.safeParse({ ...attrs, options: options(6) }).success).toBe(true);
    expect(ZPollAttrs.safeParse({ ...attrs, options: options(7) }).success).toBe(false);
    expect(
      ZPollAttrs.safeParse({ ...attrs, options: [attrs.options[0], attrs.options[0]] }).success,
    ).toBe(false);
    expect(ZPollAttrs.safeParse({ ...attrs, question: "  " }).success).toBe(false);
    expect(ZPollAttrs.safeParse({ ...attrs, id: 'x"><script>' }).success).toBe(false);
    expect(ZPollAttrs.shape.id.safeParse(newPollId()).success).toBe(true);
  });
});

describe("plugins catalogue", () => {
  it("lists only the plugins that work and drops ids that left it", () => {
    expect(PLUGIN_IDS).toEqual(["poll", "socialShare"]);
    expect(normalizePlugins(["scoreboard", "socialShare", "analytics", "poll", "poll"])).toEqual([
      "poll",
      "socialShare",
    ]);
  });
});
