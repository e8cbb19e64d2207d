import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { boundaryProblem, checkFiles, findCycle } from "../../scripts/check-boundaries";

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
});
