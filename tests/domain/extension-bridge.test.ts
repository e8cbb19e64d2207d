import { describe, expect, it } from "vitest";
import { ZDoc } from "../../domain/content/schema";
import {
  parseFrameMessage,
  parseSuiteMessage,
  ZBlockData,
} from "../../domain/schemas/extension-bridge";

const extension = {
  id: "e1",
  type: "integratedPostEditor",
  name: "Sign-off",
  cssString: "",
  javaScriptString: "Ticker.register({})",
} as const;
const context = {
  lang: "en",
  theme: "dark",
  host: "newsroom.demo",
  channelId: "c1",
  sports: { provider: "opta", competitionIds: ["epl"] },
} as const;

/** The init message the suite sends a frame, with `over` in place of its fields. */
const initMessage = (over: Record<string, unknown> = {}) => ({
  kind: "ticker:init",
  apiVersion: 1,
  extension,
  libraries: [],
  context,
  post: null,
  ...over,
});

describe("extension bridge: suite → frame", () => {
  it("accepts init, post and action in the typed shapes", () => {
    const init = initMessage({ post: { title: "T", text: "body" } });
    expect(parseSuiteMessage(init)).toEqual(init);
    expect(
      parseSuiteMessage({ kind: "ticker:post", post: { title: "", text: "" } }),
    ).not.toBeNull();
    expect(parseSuiteMessage({ kind: "ticker:action" })).toEqual({ kind: "ticker:action" });
  });

  it("refuses another API version, unknown kinds and anything not an object", () => {
    const init = initMessage({ apiVersion: 2 });
    expect(parseSuiteMessage(init)).toBeNull();
    expect(parseSuiteMessage({ kind: "ticker:token", token: "x" })).toBeNull();
    expect(parseSuiteMessage("ticker:action")).toBeNull();
    expect(parseSuiteMessage(null)).toBeNull();
    // A context with a sports API key field is not ours to pass on: it is stripped.
    const withKey = {
      ...init,
      apiVersion: 1,
      context: { ...context, sports: { ...context.sports, apiKey: "k" } },
    };
    expect(JSON.stringify(parseSuiteMessage(withKey))).not.toContain("apiKey");
  });
});

describe("extension bridge: frame → suite", () => {
  it("accepts ready, failed, insertText, insertBlock and resize", () => {
    expect(parseFrameMessage({ kind: "ticker:frame" })).not.toBeNull();
    expect(
      parseFrameMessage({ kind: "ticker:ready", label: "Sign", blockType: null }),
    ).not.toBeNull();
    expect(
      parseFrameMessage({ kind: "ticker:failed", phase: "load", message: "boom" }),
    ).toMatchObject({ phase: "load" });
    expect(parseFrameMessage({ kind: "ticker:insertText", text: "— The desk" })).not.toBeNull();
    const block = {
      blockType: "score",
      data: { home: "Lions", homeGoals: 2, live: true },
      text: "Lions 2",
    };
    expect(parseFrameMessage({ kind: "ticker:insertBlock", block })).toEqual({
      kind: "ticker:insertBlock",
      block,
    });
    expect(parseFrameMessage({ kind: "ticker:resize", height: 120 })).not.toBeNull();
  });

  it("drops what an extension may not send", () => {
    // No empty text, no unknown failure phase, no nested or oversized block data.
    expect(parseFrameMessage({ kind: "ticker:insertText", text: "" })).toBeNull();
    expect(parseFrameMessage({ kind: "ticker:failed", phase: "run", message: "x" })).toBeNull();
    const nested = { blockType: "score", data: { team: { name: "x" } }, text: "" };
    expect(parseFrameMessage({ kind: "ticker:insertBlock", block: nested })).toBeNull();
    const badType = { blockType: "<img>", data: {}, text: "" };
    expect(parseFrameMessage({ kind: "ticker:insertBlock", block: badType })).toBeNull();
    expect(parseFrameMessage({ kind: "ticker:resize", height: 1e9 })).toBeNull();
    expect(
      parseFrameMessage({ kind: "ticker:ready", label: "x".repeat(61), blockType: null }),
    ).toBeNull();
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect(ZBlockData.safeParse(many).success).toBe(false);
  });

  it("lets an inserted block through the post content schema", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "extensionBlock", attrs: { blockType: "score", data: { a: 1 }, text: "1-0" } },
      ],
    };
    expect(ZDoc.safeParse(doc).success).toBe(true);
  });
});
