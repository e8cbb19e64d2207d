import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import {
  FIRST_SCREEN_KEYS,
  LOGIN_PAGE_KEYS,
  pickStrings,
  ROUTE_STRING_KEYS,
  type RouteStrings,
  routeStrings,
  type Tree,
} from "../src/lib/first-screen-strings";

/** Each virtual module's prefix and the keys it carries. */
const SETS: Record<string, readonly string[]> = {
  "virtual:first-screen-strings/": FIRST_SCREEN_KEYS,
  "virtual:login-page-strings/": LOGIN_PAGE_KEYS,
};

/**
 * `virtual:route-strings/<lang>/<set>`: a route's strings beyond the first screen's;
 * `virtual:route-strings/<lang>/<set>/rest`: the rest of the language, past both. The three
 * together are the whole language, each string once, so a route that loads its set first
 * pays nothing extra for the rest. (The set's name comes last: Rolldown names a chunk after
 * the id's last part, and e2e/route-strings.spec.ts holds the `rest-*.js` chunks back.)
 */
const ROUTE_PREFIX = "virtual:route-strings/";

const isSet = (name: string): name is RouteStrings => Object.hasOwn(ROUTE_STRING_KEYS, name);

function cut(all: Tree, id: string): Tree {
  const [, set, rest] = id.split("/");
  if (!set || !isSet(set) || (rest !== undefined && rest !== "rest")) {
    throw new Error(`No route strings "${id}"`);
  }
  return routeStrings(all, set, rest ? "rest" : "own");
}

/**
 * `import strings from "virtual:first-screen-strings/en"` (or `virtual:login-page-strings/en`,
 * `virtual:route-strings/en/channels`): a part of a language's strings, cut from
 * locales/<lang>.json at build time, so the JSON files stay the one source.
 */
export function firstScreenStringsPlugin(root: string): Plugin {
  const prefixOf = (id: string) =>
    [...Object.keys(SETS), ROUTE_PREFIX].find((prefix) => id.startsWith(prefix));
  return {
    name: "ticker-first-screen-strings",
    resolveId: (id) => (prefixOf(id) ? `\0${id}` : undefined),
    load(id) {
      const prefix = id.startsWith("\0") ? prefixOf(id.slice(1)) : undefined;
      if (!prefix) return undefined;
      const path = id.slice(prefix.length + 1);
      const locale = path.split("/")[0] ?? "";
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No language "${locale}"`);
      const file = join(root, "locales", `${locale}.json`);
      this.addWatchFile(file);
      const all: Tree = JSON.parse(readFileSync(file, "utf8"));
      const picked =
        prefix === ROUTE_PREFIX ? cut(all, path) : pickStrings(all, SETS[prefix] ?? []);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
