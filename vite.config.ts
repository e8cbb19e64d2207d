import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { buildIdPlugin, makeBuildId } from "./scripts/build-id";
import { chakraGlobalCssPlugin } from "./scripts/chakra-global-css";
import { firstScreenStringsPlugin } from "./scripts/first-screen-strings";
import { precompressPlugin } from "./scripts/precompress";
import { sourceHash } from "./scripts/source-hash";

const root = fileURLToPath(new URL(".", import.meta.url));
const BRAND = "#b91c1c";

export default defineConfig(({ command }) => {
  const timestamp = Date.now();
  const buildId = command === "build" ? makeBuildId(timestamp, sourceHash(root)) : "dev";

  return {
    plugins: [
      react(),
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
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            {
              src: "/icons/maskable-512.png",
              sizes: "512x512",
              type: "image/png",
              purpose: "maskable",
            },
          ],
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
    server: {
      port: 5173,
      strictPort: true,
      // `npm run dev` runs the API on PORT (default 8080) next to this server.
      // The API and uploaded images live on the Node server.
      proxy: Object.fromEntries(
        ["/api", "/uploads"].map((path) => [path, `http://localhost:${process.env.PORT || 8080}`]),
      ),
    },
    build: { outDir: "dist", sourcemap: false },
  };
});
