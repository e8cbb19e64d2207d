import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FIRST_SCREEN_KEYS, pickStrings } from "../src/lib/first-screen-strings";

const PREFIX = "virtual:first-screen-strings/";

/**
 * `import strings from "virtual:first-screen-strings/en"`: a language's strings of the first
 * screen, cut from locales/<lang>.json at build time, so the JSON files stay the one source.
 */
export function firstScreenStringsPlugin(root: string): Plugin {
  return {
    name: "ticker-first-screen-strings",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No language "${locale}"`);
      const file = join(root, "locales", `${locale}.json`);
      this.addWatchFile(file);
      const picked = pickStrings(JSON.parse(readFileSync(file, "utf8")), FIRST_SCREEN_KEYS);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
