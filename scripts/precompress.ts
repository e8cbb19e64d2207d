import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;
/**
 * The worker files are rewritten after the main bundle (vite-plugin-pwa injects the precache
 * manifest): a copy made here would be stale, so they are served as they are.
 */
const SKIP = /(?:^|\/)(?:sw|workbox-[^/]*)\.(?:js|mjs)$/;

/**
 * Writes name.br (brotli, highest quality) and name.gz (gzip -9) next to each text file of the
 * bundle. Done once at build time, so the server (@fastify/static preCompressed) sends the
 * smallest bytes without compressing anything per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = "dist";
  return {
    name: "ticker:precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name) || SKIP.test(name)) continue;
        const path = join(dir, name);
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
