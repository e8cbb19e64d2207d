import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Everything that shapes dist/: a change in any of these makes the build stale. */
export const BUILD_INPUTS = [
  "src",
  "domain",
  "locales",
  "sw",
  "public",
  "index.html",
  "login.html",
  "vite.config.ts",
  // vite.config.ts's own plugins
  "scripts/build-id.ts",
  "scripts/chakra-global-css.ts",
  "scripts/chakra-theme-alias.ts",
  "scripts/first-screen-strings.ts",
  "scripts/precompress.ts",
  "package.json",
  ".env",
  ".env.production",
] as const;

/** Environment read at build time changes the output as much as a source file does. */
const BUILD_ENV = ["VITE_API_BASE_URL", "VITE_HELP_WIDGET_KEY", "VITE_HELP_WIDGET_URL"] as const;

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

/** sha256 over the relative names and contents of the build inputs, in a stable order. */
export function sourceHash(root: string): string {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS) {
    for (const file of listFiles(join(root, input))) {
      hash.update(relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}
