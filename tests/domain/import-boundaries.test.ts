import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  boundaryProblem,
  checkFiles,
  findCycle,
  isRouteFile,
  packageProblem,
} from "../../scripts/check-boundaries";

describe("import boundaries (npm run lint)", () => {
  it("lets a feature import another only through its index.ts", () => {
    expect(
      boundaryProblem(
        "src/features/ai/components/AiPanel.tsx",
        "src/features/drafts/api/drafts.ts",
      ),
    ).toMatch(/through src\/features\/drafts\/index.ts/);
    expect(
      boundaryProblem("src/features/ai/components/AiPanel.tsx", "src/features/drafts/index.ts"),
    ).toBeNull();
    expect(
      boundaryProblem(
        "src/features/drafts/components/DraftsList.tsx",
        "src/features/drafts/api/drafts.ts",
      ),
    ).toBeNull();
  });

  it("keeps features out of the app shell and the server out of src/", () => {
    expect(
      boundaryProblem("src/features/auth/pages/LoginPage.tsx", "src/app/guard/decide.ts"),
    ).toMatch(/app shell/);
    expect(boundaryProblem("server/embed/page.ts", "src/embed/live.ts")).toMatch(/domain/);
    expect(boundaryProblem("server/embed/page.ts", "domain/embed/shared.ts")).toBeNull();
  });

  it("lets the shell import a feature's internals only lazily, so a screen stays its own chunk", () => {
    const page = "src/features/users/pages/UsersListPage.tsx";
    expect(boundaryProblem("src/app/routes/lazy-modules.ts", page, true)).toBeNull();
    expect(boundaryProblem("src/app/routes/lazy-modules.ts", page, false)).toMatch(/index.ts/);
  });

  it("keeps domain/ to zod and itself", () => {
    expect(boundaryProblem("domain/abilities.ts", "src/lib/api-client.ts")).toMatch(/only zod/);
    expect(boundaryProblem("domain/abilities.ts", "server/errors.ts")).toMatch(/only zod/);
    expect(boundaryProblem("domain/abilities.ts", "domain/permissions.ts")).toBeNull();
    expect(packageProblem("domain/schemas/post.ts", "fastify")).toMatch(/only zod/);
    expect(packageProblem("domain/schemas/post.ts", "zod")).toBeNull();
    expect(packageProblem("server/app.ts", "fastify")).toBeNull();
  });

  it("keeps the client and the service worker out of server/", () => {
    expect(boundaryProblem("src/features/posts/api/posts.ts", "server/errors.ts")).toMatch(
      /server\//,
    );
    expect(boundaryProblem("src/lib/api-client.ts", "server/errors.ts")).toMatch(/server\//);
    expect(boundaryProblem("sw/sw.ts", "server/errors.ts")).toMatch(/server\//);
    expect(boundaryProblem("server/app.ts", "sw/sw.ts")).toMatch(/domain/);
  });

  it("keeps the service worker out of the app shell", () => {
    expect(boundaryProblem("sw/sw.ts", "src/app/routes/lazy-modules.ts")).toMatch(/app shell/);
    expect(boundaryProblem("sw/sw.ts", "domain/schemas/post.ts")).toBeNull();
  });

  it("keeps the reader script out of the app's code", () => {
    for (const target of [
      "src/lib/api-client.ts",
      "src/features/posts/index.ts",
      "src/app/routes/lazy-modules.ts",
      "src/components/ui/button.tsx",
    ]) {
      expect(boundaryProblem("src/embed/live.ts", target)).toMatch(/reader script/);
    }
    expect(boundaryProblem("src/embed/live.ts", "src/embed/live/stream.ts")).toBeNull();
    expect(boundaryProblem("src/embed/live.ts", "domain/embed/shared.ts")).toBeNull();
  });

  it("keeps src/lib and src/components out of every feature, its index too", () => {
    expect(boundaryProblem("src/lib/query-keys.ts", "src/features/posts/index.ts")).toMatch(
      /must not import a feature/,
    );
    expect(
      boundaryProblem("src/components/ui/menu.tsx", "src/features/posts/lib/post-values.ts"),
    ).toMatch(/must not import a feature/);
  });

  it("lets the client import only types from the permission rules", () => {
    for (const rules of [
      "domain/abilities.ts",
      "domain/admin-abilities.ts",
      "domain/features.ts",
      "domain/permissions.ts",
    ]) {
      const from = "src/features/suite/hooks/use-suite.ts";
      expect(boundaryProblem(from, rules)).toMatch(/abilities the server presents/);
      expect(boundaryProblem(from, rules, { typeOnly: true })).toBeNull();
      expect(boundaryProblem("server/auth/present.ts", rules)).toBeNull();
    }
  });

  it("refuses route → route and repository → route", () => {
    const routes = new Set(["server/routes/posts.ts", "server/routes/drafts.ts"]);
    expect(
      boundaryProblem("server/routes/drafts.ts", "server/routes/posts.ts", { routes }),
    ).toMatch(/another route/);
    expect(
      boundaryProblem("server/repositories/posts.ts", "server/routes/posts.ts", { routes }),
    ).toMatch(/repository/);
    expect(
      boundaryProblem("server/routes/index.ts", "server/routes/posts.ts", { routes }),
    ).toBeNull();
    expect(
      boundaryProblem("server/routes/posts.ts", "server/routes/users/rules.ts", { routes }),
    ).toBeNull();
  });

  it("knows a route file by its exported route plugin", () => {
    const plugin = 'export const postRoutes: RoutePlugin<"db"> = async (app) => {};\n';
    expect(isRouteFile("server/routes/posts.ts", plugin)).toBe(true);
    expect(isRouteFile("server/extensions/runtime-routes.ts", plugin)).toBe(true);
    expect(isRouteFile("server/routes/index.ts", plugin)).toBe(false);
    expect(isRouteFile("server/routes/public-api/index.ts", plugin)).toBe(false);
    expect(isRouteFile("server/routes/plugin.ts", "export type RoutePlugin = {};\n")).toBe(false);
    expect(isRouteFile("server/routes/users/rules.ts", "export const rule = 1;\n")).toBe(false);
  });

  it("finds an import cycle", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(findCycle(graph)).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
    expect(findCycle(new Map([["a.ts", ["b.ts"]]]))).toBeNull();
  });

  it("reads the imports of real files and reports the forbidden one", () => {
    const root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("src/features/b/lib/secret.ts", "export const secret = 1;\n");
    write("src/features/b/index.ts", 'export { secret } from "./lib/secret";\n');
    write("src/features/a/ok.ts", 'import { secret } from "../b";\nexport const ok = secret;\n');
    write("src/features/a/bad.ts", 'export const bad = import("../b/lib/secret");\n');
    const problems = checkFiles(root, [
      "src/features/b/lib/secret.ts",
      "src/features/b/index.ts",
      "src/features/a/ok.ts",
      "src/features/a/bad.ts",
    ]);
    expect(problems).toEqual([
      "src/features/a/bad.ts → src/features/b/lib/secret.ts: import b through src/features/b/index.ts",
    ]);
  });

  it("plants a violation of each rule in a tree and reports every one", () => {
    const root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    const files: Record<string, string> = {
      "domain/rules.ts":
        'import { x } from "../server/errors";\nimport f from "fastify";\nexport const r = [x, f];\n',
      "domain/abilities.ts": "export type Ability = string;\nexport const can = () => true;\n",
      "server/errors.ts": "export const x = 1;\n",
      "server/routes/posts.ts":
        'import { y } from "./drafts";\nexport const postRoutes: RoutePlugin = async () => y;\n',
      "server/routes/drafts.ts":
        "export const y = 2;\nexport const draftRoutes: RoutePlugin = async () => {};\n",
      "server/routes/index.ts":
        'import { postRoutes } from "./posts";\nexport const apiRoutes: RoutePlugin = async () => postRoutes;\n',
      "server/repositories/posts.ts":
        'import { y } from "../routes/drafts";\nexport const repo = y;\n',
      "sw/sw.ts":
        'import { x } from "../server/errors";\nimport { shell } from "../src/app/shell";\nexport const s = [x, shell];\n',
      "src/app/shell.ts": "export const shell = 1;\n",
      "src/lib/util.ts": 'import { z } from "../features/b";\nexport const u = z;\n',
      "src/embed/live.ts": 'import { u } from "../lib/util";\nexport const e = u;\n',
      "src/features/a/index.ts":
        'import { z } from "../b";\nimport type { Ability } from "../../../domain/abilities";\nexport const a = z;\nexport type A = Ability;\n',
      "src/features/b/index.ts":
        'import { can } from "../../../domain/abilities";\nexport const z = 1;\nexport const lazyA = () => import("../a");\nexport const c = can;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const problems = checkFiles(root, Object.keys(files));
    const expected: [string, RegExp][] = [
      ["domain/rules.ts → server/errors.ts", /only zod/],
      ["domain/rules.ts → fastify", /only zod/],
      ["server/routes/posts.ts → server/routes/drafts.ts", /another route/],
      ["server/repositories/posts.ts → server/routes/drafts.ts", /repository/],
      ["sw/sw.ts → server/errors.ts", /server\//],
      ["sw/sw.ts → src/app/shell.ts", /app shell/],
      ["src/lib/util.ts → src/features/b/index.ts", /must not import a feature/],
      ["src/embed/live.ts → src/lib/util.ts", /reader script/],
      ["src/features/b/index.ts → domain/abilities.ts", /abilities the server presents/],
      ["feature ring", /a → b → a|b → a → b/],
    ];
    for (const [where, why] of expected) {
      const found = problems.filter((p) => p.startsWith(where));
      expect(found, where).toHaveLength(1);
      expect(found[0], where).toMatch(why);
    }
    expect(problems).toHaveLength(expected.length);
  });
});
