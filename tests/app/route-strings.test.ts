import { describe, expect, it, vi } from "vitest";
import en from "../../locales/en.json";
import no from "../../locales/no.json";
import {
  FIRST_SCREEN_KEYS,
  pickStrings,
  ROUTE_STRING_KEYS,
  type RouteStrings,
  routeStrings,
  type Tree,
} from "../../src/lib/first-screen-strings";

/** Every string as "dotted.key=value". */
const flat = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}=${v}`] : flat(v, `${prefix}${k}.`),
  );

const SETS = Object.keys(ROUTE_STRING_KEYS) as RouteStrings[];

describe("the routes' strings", () => {
  for (const [name, all] of [
    ["en", en],
    ["no", no],
  ] as const) {
    it(`with the first screen's and the rest, are the whole language, each once (${name})`, () => {
      const first = flat(pickStrings(all, FIRST_SCREEN_KEYS));
      for (const set of SETS) {
        const parts = [
          ...first,
          ...flat(routeStrings(all, set, "own")),
          ...flat(routeStrings(all, set, "rest")),
        ];
        expect(new Set(parts).size).toBe(parts.length);
        expect(parts.sort()).toEqual(flat(all).sort());
      }
    });
  }

  it("are the route's namespaces, past the first screen's", () => {
    const own = routeStrings(en, "suite", "own");
    expect(own.posts).toEqual(en.posts);
    expect(own.suite).not.toHaveProperty("tabs"); // the first screen has it
    expect(own).not.toHaveProperty("tags");
    expect(routeStrings(en, "suite", "rest")).toHaveProperty("tags");
  });

  it("load before the whole language, which then comes as the rest, silently", async () => {
    vi.resetModules();
    const { i18n, loadEveryString, loadLocale, loadRouteStrings } = await import(
      "../../src/lib/i18n"
    );
    const has = (key: string) => i18n.exists(key, { lng: "en", fallbackLng: false });
    const added = vi.fn();
    i18n.store.on("added", added);
    await loadRouteStrings("channels");
    expect(has("channels.emptyHint")).toBe(true);
    expect(has("tags.title")).toBe(false);
    // The root layout applies the route's language: that asks for nothing more.
    await loadLocale("en");
    expect(has("tags.title")).toBe(false);
    // The channels list renders again with its strings (the tab title, the guard).
    expect(added).toHaveBeenCalledTimes(1);
    await loadEveryString();
    expect(has("tags.title")).toBe(true);
    expect(has("auth.login.heading")).toBe(true);
    // The screens on show had theirs: no render of every one of them for the rest.
    expect(added).toHaveBeenCalledTimes(1);
    // The suite's set is part of the whole language now: nothing more to load.
    await loadRouteStrings("suite");
    expect(has("posts.editor.newPost")).toBe(true);
  });
});
