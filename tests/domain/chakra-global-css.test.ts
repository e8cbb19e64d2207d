import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createSystem } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { CHAKRA_SYSTEM, chakraGlobalCss, GLOBAL_AT_START } from "../../scripts/chakra-global-css";
import { themeConfigs } from "../../src/app/theme/config";

describe("Chakra's global CSS made at build time (scripts/chakra-global-css.ts)", () => {
  it("holds the layer order, the reset, the base styles and the theme's variables", async () => {
    const css = await chakraGlobalCss(createSystem(...themeConfigs));
    expect(css.startsWith("@layer reset,base,tokens,recipes;@layer reset{")).toBe(true);
    expect(css).toContain("@layer base{");
    expect(css).toContain("--chakra-colors-brand-solid:var(--chakra-colors-brand-700)");
    expect(css).toMatch(
      /\.dark[^{]*\{[^}]*--chakra-colors-brand-solid:var\(--chakra-colors-brand-600\)/,
    );
    expect(css).toContain("--chakra-colors-bg-canvas:var(--chakra-colors-gray-50)");
  });

  it("finds the line it takes out of Chakra's createSystem (a Chakra upgrade may move it)", () => {
    const require = createRequire(import.meta.url);
    const pkg = dirname(require.resolve("@chakra-ui/react/package.json"));
    const file = join(pkg, "dist/esm/styled-system/system.js");
    expect(CHAKRA_SYSTEM.test(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain(GLOBAL_AT_START);
  });
});
