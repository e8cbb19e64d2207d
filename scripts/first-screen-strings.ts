import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FIRST_SCREEN_KEYS, pickStrings } from "../src/lib/first-screen-strings";

const ID = "virtual:first-screen-strings";
const RESOLVED = `\0${ID}`;

/**
 * `import strings from "virtual:first-screen-strings"`: the English strings of the first screen,
 * cut from locales/en.json at build time, so the JSON files stay the one source of the strings.
 */
export function firstScreenStringsPlugin(root: string): Plugin {
  const file = join(root, "locales", "en.json");
  return {
    name: "ticker-first-screen-strings",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      const picked = pickStrings(JSON.parse(readFileSync(file, "utf8")), FIRST_SCREEN_KEYS);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
