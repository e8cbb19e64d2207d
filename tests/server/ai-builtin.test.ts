import { describe, expect, it } from "vitest";
import { AI_HEADLINE_MAX } from "../../domain/ai";
import { asHeadline, headlines, suggestTagsFor, summary } from "../../server/ai/builtin";

const EN = `Firefighters are still battling the blaze at the harbour warehouse in Bergen. The fire started shortly after 14:00, police said. About 60 firefighters are at the scene. Residents in nearby buildings have been evacuated as a precaution. The cause of the fire is not yet known.`;

const NO = `Brannvesenet kjemper fortsatt mot brannen i lagerbygningen på havna i Bergen. Brannen startet like etter klokken 14, opplyser politiet. Rundt 60 brannfolk er på stedet. Beboere i nærliggende bygninger er evakuert for sikkerhets skyld. Årsaken til brannen er foreløpig ikke kjent.`;

describe("built-in headlines", () => {
  it("picks three sentences of an English post, the fire first", () => {
    const list = headlines("", EN);
    expect(list).toHaveLength(3);
    expect(list[0]).toBe(
      "Firefighters are still battling the blaze at the harbour warehouse in Bergen",
    );
    for (const h of list) expect(EN).toContain(h);
  });

  it("ranks a Norwegian post by its content words, not by og/i/er", () => {
    const list = headlines("", NO);
    expect(list).toHaveLength(3);
    expect(list[0]).toContain("brannen");
    for (const h of list) expect(NO).toContain(h);
  });

  it("never offers the title it already has, and cuts long sentences at a word", () => {
    expect(headlines("Rundt 60 brannfolk er på stedet", NO)).not.toContain(
      "Rundt 60 brannfolk er på stedet",
    );
    const long = asHeadline(`${"Stortinget vedtok i natt ".repeat(10)}.`);
    expect(long.length).toBeLessThanOrEqual(AI_HEADLINE_MAX);
    expect(long.endsWith("…")).toBe(true);
    expect(long).not.toMatch(/\s…$/);
  });
});

describe("built-in summary", () => {
  const posts = [
    { title: "", text: "Valglokalene stengte klokken 21. Opptellingen er i gang i alle kommuner." },
    {
      title: "Ap leder",
      text: "Arbeiderpartiet leder med 27 prosent etter halvparten av stemmene. Valgdeltakelsen er den høyeste siden 1989.",
    },
    {
      title: "",
      text: "Statsministeren taler klokken 23. Arbeiderpartiet feirer på Youngstorget.",
    },
  ].reverse(); // newest first, as the channel gives them

  it("keeps the best sentences in the order they were published", () => {
    const bullets = summary(posts);
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expect(bullets.length).toBeLessThanOrEqual(5);
    const all = posts
      .map((p) => `${p.title}. ${p.text}`)
      .reverse()
      .join(" ");
    const positions = bullets.map((b) => all.indexOf(b.replace(/\.$/, "")));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(bullets.join(" ")).toContain("Arbeiderpartiet");
  });
});

describe("built-in tags", () => {
  const tags = ["Bergen", "Brann", "Politi", "Valg", "Fotball", "Fire", "Police"];

  it("matches inflected Norwegian words to the account's tags, exact names first", () => {
    expect(suggestTagsFor("", NO, tags)).toEqual(["Bergen", "Brann", "Politi"]);
  });

  it("matches English text and skips tags already on the post", () => {
    expect(suggestTagsFor("", EN, tags, ["Bergen"])).toEqual(["Fire", "Police"]);
  });

  it("suggests nothing outside the account's tags", () => {
    expect(suggestTagsFor("", EN, ["Fotball", "Valg"])).toEqual([]);
  });
});
