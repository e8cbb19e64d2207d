import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmbedBoot } from "../../domain/embed/shared";
import { installEmbedExtensions } from "../../src/embed/extensions/runtime";

type Load = (meta: { id: string; name: string; type: string }, body: (t: Ticker) => void) => void;
type Ticker = { register: (r: object) => void };

const boot: EmbedBoot = {
  channelId: "c1",
  lang: "no",
  api: "/api",
  last: "0",
  live: true,
  icons: {},
  ext: {
    host: "newsroom.demo",
    sports: { provider: "opta", competitionIds: ["epl"] },
    extensions: [],
  },
};

const article = (id: string, inner = "") =>
  `<article class="t-post" data-id="${id}"><header class="t-meta"></header><div class="t-body">${inner}</div></article>`;

let load: Load;
let errors: string[];

beforeEach(() => {
  document.body.innerHTML = `<main id="ticker"><div id="t-feed">${article("p1", '<div class="ext-block" data-block-type="score" data-block="{&quot;home&quot;:&quot;Lions&quot;,&quot;goals&quot;:2}">Lions 2</div>')}${article("p2")}</div></main>`;
  document.documentElement.removeAttribute("data-ticker-extension-failed");
  errors = [];
  vi.spyOn(console, "error").mockImplementation((m: string) => void errors.push(m));
  installEmbedExtensions(boot, () => undefined);
  load = (self as unknown as { __tickerLoad: Load }).__tickerLoad;
});
afterEach(() => vi.restoreAllMocks());

const badge = (id = "b1"): Parameters<Load> => [
  { id, name: "Badge", type: "postRenderer" },
  (Ticker) =>
    Ticker.register({
      apiVersion: 1,
      type: "postRenderer",
      render(post: HTMLElement, api: { context: { sports: { provider: string } } }) {
        const span = document.createElement("span");
        span.className = "x-badge";
        span.textContent = api.context.sports.provider;
        post.querySelector(".t-meta")?.appendChild(span);
      },
    }),
];

describe("the embed's extension runtime", () => {
  it("runs a postRenderer once on each post, with the account's sports data", () => {
    load(...badge());
    expect([...document.querySelectorAll(".x-badge")].map((e) => e.textContent)).toEqual([
      "opta",
      "opta",
    ]);
  });

  it("decorates a post that arrives later, and only once", () => {
    const extensions = installEmbedExtensions(boot, () => undefined);
    (self as unknown as { __tickerLoad: Load }).__tickerLoad(...badge());
    const feed = document.getElementById("t-feed")!;
    feed.insertAdjacentHTML("afterbegin", article("p3"));
    const fresh = feed.firstElementChild as HTMLElement;
    extensions.decorate(fresh);
    extensions.decorate(fresh);
    expect(fresh.querySelectorAll(".x-badge")).toHaveLength(1);
  });

  it("hands an inlineRenderer the parsed data of its own block type", () => {
    load({ id: "s1", name: "Score", type: "inlineRenderer" }, (Ticker) =>
      Ticker.register({
        apiVersion: 1,
        type: "inlineRenderer",
        blockType: "score",
        render(el: HTMLElement, data: { home: string; goals: number }) {
          el.textContent = `${data.home}: ${data.goals}`;
        },
      }),
    );
    expect(document.querySelector(".ext-block")?.textContent).toBe("Lions: 2");
  });

  it("reports a throw while loading or rendering, and the other extensions still run", () => {
    load({ id: "bad1", name: "Broken", type: "postRenderer" }, () => {
      throw new Error("boom");
    });
    load({ id: "bad2", name: "Fails later", type: "postRenderer" }, (Ticker) =>
      Ticker.register({
        apiVersion: 1,
        type: "postRenderer",
        render() {
          throw new Error("render broke");
        },
      }),
    );
    load(...badge());
    expect(document.querySelectorAll(".x-badge")).toHaveLength(2);
    expect(errors).toContain('[Ticker] Extension "Broken" (postRenderer) failed to load: boom');
    expect(errors).toContain(
      '[Ticker] Extension "Fails later" (postRenderer) failed to initialise: render broke',
    );
    expect(document.documentElement.dataset.tickerExtensionFailed?.split(" ")).toContain("bad1");
  });

  it("reports an unknown API version, a wrong type and no register call as init failures", () => {
    load({ id: "v2", name: "Future", type: "postRenderer" }, (Ticker) =>
      Ticker.register({ apiVersion: 2, type: "postRenderer" }),
    );
    load({ id: "t", name: "Mixed up", type: "postRenderer" }, (Ticker) =>
      Ticker.register({ apiVersion: 1, type: "channelRenderer" }),
    );
    load({ id: "n", name: "Silent", type: "channelRenderer" }, () => undefined);
    load({ id: "lib", name: "Library", type: "jsLibraryPublic" }, () => undefined);
    expect(errors).toHaveLength(3);
    expect(errors.join("\n")).toMatch(/"Future".*unsupported apiVersion 2/);
    expect(errors.join("\n")).toMatch(/"Silent".*Ticker.register was not called/);
  });

  it("reports a hook that never settles as an initialise failure after the timeout", () => {
    vi.useFakeTimers();
    try {
      load({ id: "h", name: "Hangs", type: "channelRenderer" }, (Ticker) =>
        Ticker.register({
          apiVersion: 1,
          type: "channelRenderer",
          render: () => new Promise(() => undefined),
        }),
      );
      expect(errors).toHaveLength(0);
      vi.advanceTimersByTime(5000);
      expect(errors).toEqual([
        '[Ticker] Extension "Hangs" (channelRenderer) failed to initialise: timed out',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
