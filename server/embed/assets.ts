import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { EMBED_SKINS, type EmbedSkin } from "../../domain/embed/skins";
import { bundleScript } from "../bundle-script";

export type EmbedSkinName = EmbedSkin;

export const skinOf = (value: unknown): EmbedSkinName =>
  EMBED_SKINS.find((s) => s === value) ?? "default";

export interface Asset {
  body: string;
  hash: string;
}

const hashOf = (body: string) => createHash("sha256").update(body).digest("base64url").slice(0, 12);

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const scripts = new Map<string, Promise<Asset>>();

/** A browser script from src/embed, with the hash its address carries. */
export function script(name: "live" | "loader"): Promise<Asset> {
  let asset = scripts.get(name);
  if (!asset) {
    asset = bundleScript(fromRoot(`src/embed/${name}.ts`)).then((body) => ({
      body,
      hash: hashOf(body),
    }));
    asset.catch(() => scripts.delete(name));
    scripts.set(name, asset);
  }
  return asset;
}

const styles = new Map<EmbedSkinName, Asset>();

/**
 * The same rules in a shadow root: the page's `:root` variables on the host, and what the
 * reader page sets on `body` on the wrapper the host page's render puts around the live blog.
 */
const forShadowRoots = (css: string) =>
  css
    .replace(/^:root \{/gm, ":root,\n:host {")
    .replace(/^html,\nbody \{/gm, "html,\nbody,\n.t-page {")
    .replace(/^body \{/gm, "body,\n.t-page {");

/** base.css followed by the skin's CSS (the skins are CSS only), for a page or a shadow root. */
export function stylesheet(skin: EmbedSkinName): Asset {
  let asset = styles.get(skin);
  if (!asset) {
    const read = (file: string) => readFileSync(fromRoot(`server/embed/skins/${file}`), "utf8");
    const body = forShadowRoots(
      `${read("base.css")}\n${skin === "default" ? "" : read(`${skin}.css`)}`,
    );
    asset = { body, hash: hashOf(body) };
    styles.set(skin, asset);
  }
  return asset;
}
