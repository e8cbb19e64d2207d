import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGIN_PAGE_FILE } from "../../domain/paths";
import { BUILD_INPUTS } from "../../scripts/source-hash";

describe("the build's inputs", () => {
  it("hold every file vite.config.ts builds from, so a change to one rebuilds the app", () => {
    const config = readFileSync(new URL("../../vite.config.ts", import.meta.url), "utf8");
    const plugins = [...config.matchAll(/from "\.\/(scripts\/[\w-]+)"/g)]
      .map((m) => `${m[1]}.ts`)
      .filter((file) => file !== "scripts/source-hash.ts");
    expect(plugins.length).toBeGreaterThan(0);
    expect(BUILD_INPUTS).toEqual(
      expect.arrayContaining([...plugins, "index.html", LOGIN_PAGE_FILE]),
    );
  });
});
