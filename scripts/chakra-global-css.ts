import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { SystemContext } from "@chakra-ui/react";
import { type Plugin, runnerImport } from "vite";
import { chakraThemeAlias } from "./chakra-theme-alias";

const MODULE = "virtual:chakra-global-css";
/** The line of Chakra's createSystem that makes the global CSS on every start. */
export const CHAKRA_SYSTEM =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
export const GLOBAL_AT_START =
  "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";

/** The <style> elements emotion renders on the server for a <Global>. */
const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*"[^>]*>([^<]*)<\/style>/g;

/**
 * The CSS that ChakraProvider's two <Global> elements insert: the cascade layers' order, then
 * the reset, the base styles and every token's variable in light and dark. The provider itself
 * renders it (on the server, emotion writes each <Global>'s rules into a <style>), so the text
 * is what the browser would have been given at run time.
 */
export async function chakraGlobalCss(system: SystemContext): Promise<string> {
  const { ChakraProvider } = await import("@chakra-ui/react");
  const { createElement } = await import("react");
  const { renderToString } = await import("react-dom/server");
  const html = renderToString(createElement(ChakraProvider, { value: system, children: null }));
  const rules = [...html.matchAll(GLOBAL_STYLE)].map((m) => m[1] ?? "");
  if (rules.length !== 2) {
    throw new Error(
      `ChakraProvider rendered ${rules.length} global styles, not 2: update chakra-global-css.ts`,
    );
  }
  return rules.join("");
}

/**
 * Chakra's createSystem costs ~0.3 s at 4× CPU before the first render, half of it the global
 * CSS (token variables for light and dark), and emotion then serialises and inserts that CSS
 * rule by rule. It depends on the theme only, so a build makes it once:
 * - the text becomes assets/chakra-<hash>.css, preloaded by index.html; `virtual:chakra-global-css`
 *   gives its address to src/app/theme/global-css.ts, which applies it before the first render;
 * - Chakra's system.js is built with an empty `_global`, so ChakraProvider inserts nothing.
 * `npm run dev` and the unit tests keep Chakra's run-time path (the module's address is null).
 * tests/app/chakra-global-css.test.ts checks the text against what the provider renders.
 */
export function chakraGlobalCssPlugin(): Plugin {
  let build = false;
  let base = "/";
  let fileName = "";
  let css = "";
  let patched = false;
  return {
    name: "ticker:chakra-global-css",
    configResolved(config) {
      build = config.command === "build";
      base = config.base;
    },
    async buildStart() {
      patched = false;
      if (!build) return;
      const { createSystem } = await import("@chakra-ui/react");
      // Through Vite, not Node: the theme imports Chakra's parts by an alias (chakra-theme-alias.ts).
      const { module } = await runnerImport<typeof import("../src/app/theme/config")>(
        fileURLToPath(new URL("../src/app/theme/config.ts", import.meta.url)),
        { configFile: false, logLevel: "error", resolve: { alias: [chakraThemeAlias] } },
      );
      const { themeConfigs } = module;
      css = await chakraGlobalCss(createSystem(...themeConfigs));
      const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
      fileName = `assets/chakra-${hash}.css`;
    },
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    load(id) {
      if (id !== `\0${MODULE}`) return undefined;
      return `export const href = ${build ? JSON.stringify(`${base}${fileName}`) : "null"};`;
    },
    transform(code, id) {
      if (!build || !CHAKRA_SYSTEM.test(id)) return undefined;
      if (!code.includes(GLOBAL_AT_START)) {
        this.error(`${id} no longer has "${GLOBAL_AT_START}": update chakra-global-css.ts`);
      }
      patched = true;
      return { code: code.replace(GLOBAL_AT_START, "const _global = [];"), map: null };
    },
    generateBundle() {
      // The service worker's own build never loads Chakra: only the app's gets the file.
      if (patched) this.emitFile({ type: "asset", fileName, source: css });
    },
    transformIndexHtml(_html, ctx) {
      if (!build || !ctx.path.endsWith("/index.html")) return undefined;
      // Fetched with the page, applied by the script: a stylesheet link here would restyle
      // the splash (Chakra's reset layer comes after its `boot` layer) and delay its paint.
      const attrs = { rel: "preload", as: "style", href: `${base}${fileName}` };
      return [{ tag: "link", attrs, injectTo: "head" }];
    },
  };
}
