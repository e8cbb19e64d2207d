import type { Plugin } from "vite";

/** Nuxt-like route manifest: the client can learn route rules of a build without loading it. */
export interface BuildMeta {
  id: string;
  timestamp: number;
  matcher: {
    static: Record<string, RouteRule>;
    wildcard: Record<string, RouteRule>;
    dynamic: Record<string, RouteRule>;
  };
  prerendered: string[];
}

export interface RouteRule {
  redirect?: string;
  /** Served by the server, never by the SPA shell. */
  serverOnly?: boolean;
}

/** "20261121T122001-3fa9c2b1": sortable by time, unique by content. */
export function makeBuildId(timestamp: number, contentHash: string): string {
  const stamp = new Date(timestamp)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "");
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

/** Paths the server owns; the service worker's navigation fallback skips the same prefixes. */
const SERVER_PREFIXES = ["/api", "/builds", "/embed", "/oembed"];

export function buildMeta(id: string, timestamp: number): BuildMeta {
  return {
    id,
    timestamp,
    matcher: {
      static: {},
      wildcard: Object.fromEntries(SERVER_PREFIXES.map((p) => [p, { serverOnly: true }])),
      dynamic: {},
    },
    prerendered: [],
  };
}

/**
 * Gives each build an id, exposes it as __BUILD_ID__ (the service worker build inherits
 * `define`) and writes builds/latest.json and builds/meta/{id}.json next to the app.
 */
export function buildIdPlugin(id: string, timestamp: number): Plugin {
  return {
    name: "ticker-build-id",
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: JSON.stringify({ id, timestamp }),
      });
      this.emitFile({
        type: "asset",
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify(buildMeta(id, timestamp)),
      });
    },
  };
}
