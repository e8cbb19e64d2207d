import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const chakraRoot = dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json"));

/**
 * `~chakra-theme/<part>`: one file of Chakra's theme (a recipe, a token set), which the
 * package's exports map does not offer. src/app/theme/default-tokens.ts says why the theme is
 * imported file by file; tsconfig.json's `paths` gives the same names their types.
 */
export const chakraThemeAlias = {
  find: /^~chakra-theme\/(.+)$/,
  replacement: `${join(chakraRoot, "dist", "esm", "theme")}/$1.js`,
};
