import { build } from "esbuild";

const bundles = new Map<string, Promise<string>>();

/**
 * A browser script (the embed's reader scripts, the extension frame's runtime) bundled and
 * minified by esbuild once per process, then kept in memory. A failed build is retried on the
 * next call rather than cached.
 */
export function bundleScript(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: "iife",
      target: ["es2020"],
      write: false,
      legalComments: "none",
      logLevel: "silent",
    }).then((result) => result.outputFiles[0]?.text ?? "");
    bundle.catch(() => bundles.delete(entry));
    bundles.set(entry, bundle);
  }
  return bundle;
}
