import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkFiles, packageProblem, storageProblem } from "../../scripts/check-boundaries";

describe("local data boundary (npm run lint)", () => {
  it("lets only src/lib/local-data import dexie and dexie-react-hooks", () => {
    for (const spec of ["dexie", "dexie-react-hooks"]) {
      expect(packageProblem("src/lib/local-data/channels.ts", spec)).toBeNull();
      expect(packageProblem("src/features/drafts/hooks/use-drafts.ts", spec)).toMatch(
        /only src\/lib\/local-data\/ may import/,
      );
      expect(packageProblem("src/lib/query-client.ts", spec)).toMatch(/local-data/);
    }
    expect(packageProblem("src/features/drafts/hooks/use-drafts.ts", "react")).toBeNull();
    expect(packageProblem("src/features/drafts/api/drafts.ts", "@tanstack/react-query")).toBeNull();
  });

  it("reports a file outside local-data that imports Dexie", () => {
    const root = mkdtempSync(path.join(tmpdir(), "local-data-"));
    mkdirSync(path.join(root, "src/features/a"), { recursive: true });
    writeFileSync(path.join(root, "src/features/a/bad.ts"), 'import { liveQuery } from "dexie";\n');
    expect(checkFiles(root, ["src/features/a/bad.ts"])).toEqual([
      "src/features/a/bad.ts → dexie: only src/lib/local-data/ may import dexie: call its operations instead",
    ]);
  });

  it("lets only src/lib/local-data touch localStorage, sessionStorage and IndexedDB", () => {
    const reads = "const t = localStorage.getItem('token');";
    expect(storageProblem("src/lib/local-data/web-storage.ts", reads)).toBeNull();
    expect(storageProblem("src/pwa/update-state.ts", reads)).toMatch(/only src\/lib\/local-data/);
    expect(storageProblem("src/features/a/b.ts", "indexedDB.open('x');")).toMatch(/indexedDB/);
    expect(storageProblem("src/features/a/b.ts", "sessionStorage.clear();")).toMatch(/session/);
    // Named in a comment is not touching it.
    expect(
      storageProblem("src/lib/query-client.ts", "// kept in localStorage before\n"),
    ).toBeNull();
  });
});
