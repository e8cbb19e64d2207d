import { beforeAll, describe, expect, it, vi } from "vitest";
import { EMBED_STRINGS, keyEventsNav, keyEventTitle } from "../../domain/embed/shared";
import type { Post } from "../../domain/schemas/post";
import { embedPage } from "../../server/embed/page";

const CHANNEL = "5d6f1f0e-1c1b-4c1a-9a51-6c7a7a7a7a7a";
let seq = 0;

function post(title: string, minute: number, extra: Partial<Post> = {}): Post {
  seq += 1;
  const at = new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    channelId: CHANNEL,
    title,
    content: null,
    html: `<p>${title} text</p>`,
    importance: "normal",
    authorId: null,
    authorName: "Desk",
    authorAvatarUrl: null,
    tags: [],
    icons: [],
    breaking: false,
    keyEvent: false,
    aiAssisted: false,
    pinned: false,
    highlighted: false,
    order: minute,
    version: 1,
    createdUtc: at,
    updatedUtc: at,
    ...extra,
  };
}

describe("key event titles", () => {
  it("is the post's title when it has one", () => {
    expect(keyEventTitle({ title: "  Kick-off ", html: "<p>Under way</p>" })).toBe("Kick-off");
  });

  it("is the first words of the text otherwise, with an ellipsis only when cut", () => {
    expect(keyEventTitle({ title: "", html: "<p>Goal &amp; a <b>red</b> card</p>" })).toBe(
      "Goal & a red card",
    );
    const long = "<p>one two three four five six seven eight nine ten eleven twelve thirteen</p>";
    expect(keyEventTitle({ title: "", html: long })).toBe(
      "one two three four five six seven eight nine ten eleven twelve…",
    );
    const comma =
      "<p>The referee checks the video for a possible handball in the box, and so on</p>";
    expect(keyEventTitle({ title: "", html: comma })).toBe(
      "The referee checks the video for a possible handball in the box…",
    );
    const wordy = `<p>${"Supercalifragilistic ".repeat(8)}</p>`;
    const cut = keyEventTitle({ title: "", html: wordy });
    expect(cut.length).toBeLessThanOrEqual(91);
    expect(cut.endsWith("Supercalifragilistic…")).toBe(true);
  });
});

describe("the key events list markup", () => {
  it("is hidden while there are none", () => {
    expect(keyEventsNav([], EMBED_STRINGS.en)).toContain('aria-labelledby="t-keys-title" hidden>');
  });

  it("escapes titles and offers Show all only beyond ten", () => {
    const few = [post("<b>Goal</b>", 1, { keyEvent: true })];
    const html = keyEventsNav(few, EMBED_STRINGS.en);
    expect(html).toContain("&lt;b&gt;Goal&lt;/b&gt;");
    expect(html).toContain('class="t-keys-all" aria-expanded="false" hidden');
    const many = Array.from({ length: 11 }, (_, i) => post(`K${i}`, i, { keyEvent: true }));
    const full = keyEventsNav(many, EMBED_STRINGS.no);
    expect(full).toContain(">Nøkkelhendelser</h2>");
    expect(full).toContain('aria-expanded="false">Vis alle (11)</button>');
    expect(full.match(/<li class="t-key" hidden/g)).toHaveLength(1);
  });
});

/** The live script over a server-rendered page, its stream stood in for. */
describe("the live key events list", () => {
  const listeners = new Map<string, (m: MessageEvent) => void>();
  let nextEventId = 100;
  const emit = (type: string, entityId: string, data: Post | null) => {
    nextEventId += 1;
    const event = {
      id: String(nextEventId),
      type,
      channelId: CHANNEL,
      entityId,
      version: data?.version ?? null,
      audience: "public",
      ownerId: null,
      createdUtc: new Date().toISOString(),
      data,
      invalidates: [],
    };
    listeners.get(type)?.({ data: JSON.stringify(event) } as MessageEvent);
  };
  const entries = () =>
    Array.from(document.querySelectorAll<HTMLElement>(".t-key")).map((li) => ({
      id: li.dataset.id,
      title: li.querySelector(".t-key-title")?.textContent,
      hidden: li.hidden,
    }));
  const nav = () => document.querySelector<HTMLElement>(".t-keys")!;
  const showAll = () => document.querySelector<HTMLButtonElement>(".t-keys-all")!;

  const kickoff = post("Kick-off", 0, { keyEvent: true });
  const plain = post("Warm-up", 5);

  beforeAll(async () => {
    class FakeEventSource {
      static CLOSED = 2;
      readyState = 1;
      onmessage: unknown = null;
      onopen: unknown = null;
      onerror: unknown = null;
      addEventListener(type: string, fn: (m: MessageEvent) => void) {
        listeners.set(type, fn);
      }
      close() {}
    }
    vi.stubGlobal("EventSource", FakeEventSource);
    Element.prototype.scrollIntoView = () => undefined;
    const html = embedPage({
      channel: { id: CHANNEL, name: "Match", createdUtc: new Date() },
      posts: [plain, kickoff],
      topTextHtml: "",
      countdowns: [],
      skin: "default",
      lang: "en",
      pageUrl: "http://ticker.test/embed",
      moreUrl: null,
      latestUrl: null,
      oembedUrl: "http://ticker.test/oembed",
      cssUrl: "/embed/css/default",
      scriptUrl: "/embed/live.js",
      apiBase: "/api",
      lastEventId: "100",
      icons: null,
      contributions: [],
      keyEvents: [kickoff],
    });
    const parsed = new DOMParser().parseFromString(html, "text/html");
    document.body.innerHTML = parsed.body.innerHTML;
    await import("../../src/embed/live");
  });

  it("starts with what the server rendered", () => {
    expect(nav().hidden).toBe(false);
    expect(nav().getAttribute("aria-labelledby")).toBe("t-keys-title");
    expect(entries()).toEqual([{ id: kickoff.id, title: "Kick-off", hidden: false }]);
  });

  it("adds a published key event, newest first, and takes in a marked post", () => {
    const goal = post("", 30, { keyEvent: true, html: "<p>Goal for the home side!</p>" });
    emit("post.published", goal.id, goal);
    emit("post.updated", plain.id, { ...plain, keyEvent: true, version: 2 });
    expect(entries().map((e) => e.title)).toEqual([
      "Goal for the home side!",
      "Warm-up",
      "Kick-off",
    ]);
  });

  it("renames an edited one, and drops it when unmarked or deleted", () => {
    emit("post.updated", kickoff.id, { ...kickoff, title: "Kick-off!", version: 2 });
    expect(entries().map((e) => e.title)).toContain("Kick-off!");
    emit("post.updated", plain.id, { ...plain, keyEvent: false, version: 3 });
    emit("post.deleted", kickoff.id, null);
    expect(entries().map((e) => e.title)).toEqual(["Goal for the home side!"]);
  });

  it("shows ten, with Show all and Show fewer beyond that", () => {
    for (let i = 0; i < 11; i++) {
      const p = post(`Moment ${i}`, 40 + i, { keyEvent: true });
      emit("post.published", p.id, p);
    }
    expect(entries()).toHaveLength(12);
    expect(entries().filter((e) => e.hidden)).toHaveLength(2);
    expect(entries()[0]!.title).toBe("Moment 10");
    expect(showAll().hidden).toBe(false);
    expect(showAll().textContent).toBe("Show all (12)");
    showAll().click();
    expect(entries().filter((e) => e.hidden)).toHaveLength(0);
    expect(showAll().getAttribute("aria-expanded")).toBe("true");
    expect(showAll().textContent).toBe("Show fewer");
    showAll().click();
    expect(entries().filter((e) => e.hidden)).toHaveLength(2);
  });

  it("jumps to the post: focus moves to its article", async () => {
    const link = document.querySelector<HTMLAnchorElement>(
      `.t-key[data-id="${entries()[0]!.id}"] .t-key-link`,
    )!;
    link.click();
    await vi.waitFor(() => expect(document.activeElement?.id).toBe(`post-${entries()[0]!.id}`));
  });

  it("hides the list again once none is left", () => {
    for (const e of entries()) emit("post.deleted", e.id ?? "", null);
    expect(nav().hidden).toBe(true);
  });
});
