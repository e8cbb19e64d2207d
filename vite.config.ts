import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { APP_ICONS } from "./domain/app-icons";
import { isLoginPagePath, LOGIN_PAGE_FILE } from "./domain/paths";
import { buildIdPlugin, makeBuildId } from "./scripts/build-id";
import { chakraGlobalCssPlugin } from "./scripts/chakra-global-css";
import { chakraThemeAlias } from "./scripts/chakra-theme-alias";
import { firstScreenStringsPlugin } from "./scripts/first-screen-strings";
import { precompressPlugin } from "./scripts/precompress";
import { sourceHash } from "./scripts/source-hash";

const root = fileURLToPath(new URL(".", import.meta.url));
const BRAND = "#b91c1c";
/**
 * The favicon written into the page: as a file it was one more request at the start of every
 * first visit (Chromium asks for it while the app's scripts are still coming), holding one of
 * the six connections a slow phone's link has to this origin. 242 bytes; the file stays for the
 * reader page and anything else that links it.
 */
const FAVICON = `data:image/svg+xml,${readFileSync(`${root}public/favicon.svg`, "utf8")
  .trim()
  .replaceAll('"', "'")
  .replace(/[\s<>#%]/g, encodeURIComponent)}`;

/** What the app's page and the sign-in page both carry first in their head. */
const SHARED_HEAD = `<meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="description" content="Ticker: a live-blogging publishing suite" />
    <meta name="theme-color" content="${BRAND}" />
    <link rel="icon" href="${FAVICON}" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>Ticker</title>
    <script src="/boot.js"></script>`;
const SHARED_HEAD_MARKER = /<!-- ticker:head [^>]*-->/;

/**
 * index.html and login.html: their shared head written once (before the other plugins read
 * the pages), and in `npm run dev` the sign-in paths answered with login.html, as the server
 * does in production.
 */
const htmlPagesPlugin = (): Plugin => ({
  name: "ticker-html-pages",
  transformIndexHtml: {
    order: "pre",
    handler(html, ctx) {
      if (!SHARED_HEAD_MARKER.test(html)) throw new Error(`${ctx.path}: no ticker:head marker`);
      return html.replace(SHARED_HEAD_MARKER, SHARED_HEAD);
    },
  },
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? "/", "http://dev");
      if (isLoginPagePath(url.pathname)) request.url = `/${LOGIN_PAGE_FILE}${url.search}`;
      next();
    });
  },
});

export default defineConfig(({ command }) => {
  const timestamp = Date.now();
  const buildId = command === "build" ? makeBuildId(timestamp, sourceHash(root)) : "dev";

  return {
    plugins: [
      react(),
      htmlPagesPlugin(),
      chakraGlobalCssPlugin(),
      firstScreenStringsPlugin(root),
      buildIdPlugin(buildId, timestamp),
      precompressPlugin(),
      VitePWA({
        strategies: "injectManifest",
        srcDir: "sw",
        filename: "sw.ts",
        // src/pwa registers the worker itself and decides when to reload.
        registerType: "prompt",
        injectRegister: false,
        injectManifest: {
          globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest,woff2}"],
          // latest.json must always come from the network; meta files are fetched on demand.
          globIgnores: ["builds/**"],
        },
        manifest: {
          id: "/",
          name: "Ticker",
          short_name: "Ticker",
          description: "Live-blogging publishing suite",
          start_url: "/",
          scope: "/",
          display: "standalone",
          theme_color: BRAND,
          background_color: "#ffffff",
          icons: APP_ICONS,
        },
        devOptions: { enabled: false },
        integration: {
          // The plugin still sets Rollup's inlineDynamicImports, which Rolldown (Vite 8) reports
          // as deprecated on every build; codeSplitting: false is the same thing.
          configureCustomSWViteBuild(config) {
            const output = config.build?.rollupOptions?.output;
            if (output && !Array.isArray(output) && output.inlineDynamicImports) {
              delete output.inlineDynamicImports;
              output.codeSplitting = false;
            }
          },
        },
      }),
    ],
    resolve: { alias: [chakraThemeAlias] },
    server: {
      port: 5173,
      strictPort: true,
      // `npm run dev` runs the API on PORT (default 8080) next to this server.
      // The API and uploaded images live on the Node server.
      proxy: Object.fromEntries(
        ["/api", "/uploads"].map((path) => [path, `http://localhost:${process.env.PORT || 8080}`]),
      ),
    },
    build: {
      outDir: "dist",
      sourcemap: false,
      // The app, and the sign-in page on its own (src/login).
      rollupOptions: {
        input: { app: `${root}index.html`, login: `${root}${LOGIN_PAGE_FILE}` },
        output: {
          // Fewer, larger requests: a phone on a slow network pays a round trip per file, and
          // the default split sent the channels page ~95 files. The libraries the app's entry
          // needs form one chunk (the sign-in page uses none of them), and shared chunks under
          // 20 KB go into the chunks that import them. docs/performance.md has the figures.
          codeSplitting: {
            groups: [{ name: "vendor", tags: ["$initial"], test: /node_modules/ }],
            experimentalInlineCommonChunks: { maxSize: 20 * 1024 },
          },
        },
      },
    },
  };
});
