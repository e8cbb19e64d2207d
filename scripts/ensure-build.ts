import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sourceHash } from "./source-hash";

const HASH_FILE = ".build-hash";

/** Builds dist/ with Vite unless it already matches the sources; returns whether it built. */
export async function ensureBuild(root: string, outDir = join(root, "dist")): Promise<boolean> {
  const hash = sourceHash(root);
  const hashFile = join(outDir, HASH_FILE);
  const upToDate =
    existsSync(join(outDir, "index.html")) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, "utf8").trim() === hash;
  if (upToDate) return false;

  console.log("Building the app (sources changed or no build yet)…");
  const started = Date.now();
  // vite.config.ts imports scripts/*.ts without extensions, which only the (current) bundling
  // config loader accepts; its notice about a future loader is noise at `npm start`.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  const { build } = await import("vite");
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  writeFileSync(hashFile, `${hash}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
