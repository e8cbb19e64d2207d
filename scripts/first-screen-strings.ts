import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FIRST_SCREEN_KEYS, LOGIN_PAGE_KEYS, pickStrings } from "../src/lib/first-screen-strings";

/** Each virtual module's prefix and the keys it carries. */
const SETS: Record<string, readonly string[]> = {
  "virtual:first-screen-strings/": FIRST_SCREEN_KEYS,
  "virtual:login-page-strings/": LOGIN_PAGE_KEYS,
};

/**
 * `import strings from "virtual:first-screen-strings/en"` (or `virtual:login-page-strings/en`):
 * a language's strings of the first screen, cut from locales/<lang>.json at build time, so the
 * JSON files stay the one source.
 */
export function firstScreenStringsPlugin(root: string): Plugin {
  const setOf = (id: string) => Object.keys(SETS).find((prefix) => id.startsWith(prefix));
  return {
    name: "ticker-first-screen-strings",
    resolveId: (id) => (setOf(id) ? `\0${id}` : undefined),
    load(id) {
      const prefix = id.startsWith("\0") ? setOf(id.slice(1)) : undefined;
      if (!prefix) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No language "${locale}"`);
      const file = join(root, "locales", `${locale}.json`);
      this.addWatchFile(file);
      const picked = pickStrings(JSON.parse(readFileSync(file, "utf8")), SETS[prefix]);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
