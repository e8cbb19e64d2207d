import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { EMBED_SKINS, type EmbedSkin } from "../../domain/embed";

export type EmbedSkinName = EmbedSkin;

export const skinOf = (value: unknown): EmbedSkinName =>
  EMBED_SKINS.find((s) => s === value) ?? "default";

export interface Asset {
  body: string;
  hash: string;
}

const hashOf = (body: string) => createHash("sha256").update(body).digest("base64url").slice(0, 12);

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const bundles = new Map<string, Promise<Asset>>();

/** A browser script from src/embed, bundled and minified by esbuild once, then kept in memory. */
export function script(name: "live" | "loader"): Promise<Asset> {
  let asset = bundles.get(name);
  if (!asset) {
    asset = build({
      entryPoints: [fromRoot(`src/embed/${name}.ts`)],
      bundle: true,
      minify: true,
      format: "iife",
      target: ["es2020"],
      write: false,
      legalComments: "none",
      logLevel: "silent",
    }).then((result) => {
      const body = result.outputFiles[0]?.text ?? "";
      return { body, hash: hashOf(body) };
    });
    // A failed build is retried on the next request rather than cached.
    asset.catch(() => bundles.delete(name));
    bundles.set(name, asset);
  }
  return asset;
}

const styles = new Map<EmbedSkinName, Asset>();

/** base.css followed by the skin's CSS (the skins are CSS only). */
export function stylesheet(skin: EmbedSkinName): Asset {
  let asset = styles.get(skin);
  if (!asset) {
    const read = (file: string) => readFileSync(fromRoot(`server/embed/skins/${file}`), "utf8");
    const body = `${read("base.css")}\n${skin === "default" ? "" : read(`${skin}.css`)}`;
    asset = { body, hash: hashOf(body) };
    styles.set(skin, asset);
  }
  return asset;
}
