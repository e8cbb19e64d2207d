/**
 * Import boundaries biome cannot express per folder, the rules "Imports go one way" in
 * docs/architecture.md lists: domain/ imports only zod; server/ never imports src/ or sw/, and
 * src/ and sw/ never import server/; sw/ never imports the app shell; the reader script
 * (src/embed) never imports the app's code; a feature is reached only through its public
 * index.ts and never imports the app shell; src/lib and src/components never import a
 * feature; src/ imports the permission rules only as types; a route never imports another
 * route, nor a repository a route; only src/lib/local-data imports Dexie; no import cycle
 * among files, nor a ring among features. `npm run lint` runs it;
 * tests/domain/import-boundaries.test.ts and local-data-boundary.test.ts prove that a
 * forbidden import is caught.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Sub-surfaces with their own index.ts that others may import: the extension runtime, the
 * session calls the shell's first screen needs without the rest of auth, AI mode's status
 * without its panel (which imports drafts, which import the editor), and the editor's chunk,
 * which the channel's page starts loading on slow links.
 */
const PUBLIC_SUBSURFACES = [
  "src/features/extensions/runtime/index.ts",
  "src/features/auth/session/index.ts",
  "src/features/ai/status/index.ts",
  "src/features/posts/editor-chunk/index.ts",
];

/**
 * Packages only one folder may import: Dexie is the browser storage that src/lib/local-data
 * owns, as Excalidraw's LocalData owns its; the rest call its named operations.
 */
const PACKAGE_OWNERS: Readonly<Record<string, string>> = {
  dexie: "src/lib/local-data/",
  "dexie-react-hooks": "src/lib/local-data/",
};

/**
 * The browser's storage, which only local data touches: one owner of what is kept on
 * the device. The reader's embed script (src/embed) is a program of its own, outside the app.
 */
const STORAGE_GLOBALS = /\b(localStorage|sessionStorage|indexedDB)\b/;
const STORAGE_OWNERS = ["src/lib/local-data/", "src/embed/"];

/** Why `file` may not touch the browser's storage as its `text` does, or null when it may. */
export function storageProblem(file: string, text: string): string | null {
  if (!file.startsWith("src/") || STORAGE_OWNERS.some((owner) => file.startsWith(owner))) {
    return null;
  }
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const found = STORAGE_GLOBALS.exec(code)?.[1];
  return found ? `only src/lib/local-data/ may use ${found}: call its operations instead` : null;
}

const featureOf = (file: string): string | null =>
  /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * The rules the client must not work out itself: it reads the abilities the server presents,
 * so it may import these modules' types, never their functions.
 */
const SERVER_DECIDED = [
  "domain/abilities.ts",
  "domain/admin-abilities.ts",
  "domain/features.ts",
  "domain/permissions.ts",
];

/** The app's own code, which the reader's embed script (a separate small bundle) never pulls in. */
const APP_CODE = ["src/lib/", "src/features/", "src/app/", "src/components/"];

/**
 * A route file is a module of the server that exports a Fastify route plugin
 * (`export const xRoutes: RoutePlugin…`, registered by server/routes/index.ts). The
 * aggregators (`index.ts`, which register other route files) and `server/routes/plugin.ts` (the
 * plugin type) are not route files.
 */
export function isRouteFile(file: string, text: string): boolean {
  if (!file.startsWith("server/") || /(^|\/)index\.ts$/.test(file)) return false;
  if (file === "server/routes/plugin.ts") return false;
  return /export\s+const\s+\w+\s*:\s*RoutePlugin\b/.test(text);
}

/** What one import is, beyond its two ends. */
export interface ImportFacts {
  /** import("…"): loaded on demand, not part of the importer's chunk. */
  lazy?: boolean;
  /** `import type`: erased at build time. */
  typeOnly?: boolean;
  /** The route files of the tree (see isRouteFile). */
  routes?: ReadonlySet<string>;
}

/** Why `from` may not import `to` (both repo-relative, posix), or null when it may. */
export function boundaryProblem(
  from: string,
  to: string,
  facts: ImportFacts | boolean = {},
): string | null {
  const {
    lazy = false,
    typeOnly = false,
    routes = new Set<string>(),
  } = typeof facts === "boolean" ? { lazy: facts } : facts;
  if (from.startsWith("domain/") && !to.startsWith("domain/")) {
    return "domain/ imports only zod and domain/";
  }
  if (from.startsWith("server/") && (to.startsWith("src/") || to.startsWith("sw/"))) {
    return "server/ must not import src/ or sw/: move what both use into domain/";
  }
  if ((from.startsWith("src/") || from.startsWith("sw/")) && to.startsWith("server/")) {
    return "the client must not import server/: move what both use into domain/";
  }
  if (from.startsWith("sw/") && to.startsWith("src/app/")) {
    return "the service worker must not import the app shell (src/app/)";
  }
  if (from.startsWith("src/embed/") && APP_CODE.some((dir) => to.startsWith(dir))) {
    return "the reader script must not import the app's code: share through domain/";
  }
  if (from.startsWith("src/") && SERVER_DECIDED.includes(to) && !typeOnly) {
    return "the client reads the abilities the server presents: import only types from the rules";
  }
  if (routes.has(to) && routes.has(from)) {
    return "a route must not import another route: move what both use out of server/routes/";
  }
  if (from.startsWith("server/repositories/") && routes.has(to)) {
    return "a repository must not import a route";
  }
  if (
    (from.startsWith("src/lib/") || from.startsWith("src/components/")) &&
    to.startsWith("src/features/")
  ) {
    return "src/lib and src/components must not import a feature: the feature imports them";
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && to.startsWith("src/app/")) {
    return "a feature must not import the app shell (src/app/)";
  }
  if (toFeature && toFeature !== fromFeature) {
    const isIndex = /^src\/features\/[^/]+\/index\.tsx?$/.test(to);
    if (isIndex || PUBLIC_SUBSURFACES.includes(to)) return null;
    // The shell loads screens and dialogs lazily (import()), so each stays its own chunk.
    if (from.startsWith("src/app/") && lazy) return null;
    if (!fromFeature && !from.startsWith("src/app/")) return null;
    return `import ${toFeature} through src/features/${toFeature}/index.ts`;
  }
  return null;
}

/** Why `from` may not import the package `spec` (a bare specifier), or null when it may. */
export function packageProblem(from: string, spec: string): string | null {
  const parts = spec.split("/");
  const name = spec.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? spec);
  if (from.startsWith("domain/") && name !== "zod") return "domain/ imports only zod and domain/";
  const owner = PACKAGE_OWNERS[name];
  if (!owner || from.startsWith(owner)) return null;
  return `only ${owner} may import ${name}: call its operations instead`;
}

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveRelative(fromAbs: string, spec: string): string | null {
  const base = path.resolve(path.dirname(fromAbs), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface ImportRef {
  target: string;
  /** import("…"): loaded on demand, not part of the importer's chunk. */
  lazy: boolean;
}

/** The relative specifiers a file imports (or re-exports) as types only. */
function typeOnlySpecs(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/(?:import|export)\s+type\s[^;]*?from\s*["']([^"']+)["']/g)].map(
      (m) => m[1] ?? "",
    ),
  );
}

/** Every static and dynamic relative import of one file, as repo-relative targets. */
export function importsOf(root: string, file: string, text: string): ImportRef[] {
  const info = ts.preProcessFile(text, true, true);
  const abs = path.resolve(root, file);
  const refs: ImportRef[] = [];
  for (const ref of info.importedFiles) {
    if (!ref.fileName.startsWith(".")) continue;
    const resolved = resolveRelative(abs, ref.fileName);
    if (!resolved) continue;
    const before = text.slice(Math.max(0, ref.pos - 30), ref.pos);
    refs.push({
      target: path.relative(root, resolved).split(path.sep).join("/"),
      lazy: /import\(\s*["'`]?$/.test(before),
    });
  }
  return refs;
}

/** The bare (package) specifiers one file imports. */
function packagesOf(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((ref) => ref.fileName)
    .filter((spec) => !spec.startsWith("."));
}

/** One import cycle among static imports, as its files in order, or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

/** The features' graph: feature → the other features it imports values from. */
function featureGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const features = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    const edges = features.get(from) ?? new Set<string>();
    features.set(from, edges);
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return new Map([...features].map(([feature, edges]) => [feature, [...edges].sort()]));
}

export function checkFiles(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  const graph = new Map<string, string[]>();
  const texts = new Map(files.map((f) => [f, readFileSync(path.resolve(root, f), "utf8")]));
  const routes = new Set(files.filter((f) => isRouteFile(f, texts.get(f) ?? "")));
  // Value imports between features, lazy ones too: a ring of features is one however it loads.
  const featureEdges = new Map<string, string[]>();
  for (const file of files) {
    const text = texts.get(file) ?? "";
    const refs = importsOf(root, file, text);
    // Type-only imports vanish at runtime, so only value imports can form a cycle.
    const typeSpecs = typeOnlySpecs(text);
    const values = refs.filter((r) => !isTypeOnly(file, r.target, typeSpecs, root));
    graph.set(
      file,
      values.filter((r) => !r.lazy).map((r) => r.target),
    );
    featureEdges.set(
      file,
      values.map((r) => r.target),
    );
    for (const { target, lazy } of refs) {
      const typeOnly = isTypeOnly(file, target, typeSpecs, root);
      const problem = boundaryProblem(file, target, { lazy, typeOnly, routes });
      if (problem) problems.push(`${file} → ${target}: ${problem}`);
    }
    for (const spec of packagesOf(text)) {
      const problem = packageProblem(file, spec);
      if (problem) problems.push(`${file} → ${spec}: ${problem}`);
    }
    const storage = storageProblem(file, text);
    if (storage) problems.push(`${file}: ${storage}`);
  }
  const cycle = findCycle(graph);
  if (cycle) problems.push(`import cycle: ${cycle.join(" → ")}`);
  const ring = findCycle(featureGraph(featureEdges));
  if (ring) problems.push(`feature ring: ${ring.join(" → ")}`);
  return problems;
}

function isTypeOnly(file: string, target: string, typeSpecs: Set<string>, root: string): boolean {
  for (const spec of typeSpecs) {
    const resolved = resolveRelative(path.resolve(root, file), spec);
    if (resolved && path.relative(root, resolved).split(path.sep).join("/") === target) return true;
  }
  return false;
}

function main(): void {
  const root = process.cwd();
  const files = ts.sys
    .readDirectory(
      root,
      [".ts", ".tsx"],
      ["node_modules", "dist"],
      ["src/**/*", "server/**/*", "domain/**/*", "sw/**/*"],
    )
    .map((f) => path.relative(root, f).split(path.sep).join("/"));
  const problems = checkFiles(root, files);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} import boundary problem(s)`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
