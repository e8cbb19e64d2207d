import { describe, expect, it } from "vitest";
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
});
