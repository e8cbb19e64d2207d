import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { defaultSystem } from "@chakra-ui/react";
import * as chakraTheme from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { themeConfigs } from "../../src/app/theme/config";
import { semanticTokens, tokens } from "../../src/app/theme/default-tokens";
import { appSystem } from "../../src/app/theme/system";

/** Components that are styled by another component's recipe. */
const RECIPE_OF: Record<string, string> = {
  IconButton: "button",
  CloseButton: "button",
  InputGroup: "inputAddon",
  Toaster: "toast",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name the app imports from @chakra-ui/react. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(process.cwd(), "src"))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*"@chakra-ui\/react"/g,
    )) {
      for (const part of m[1]!.split(",")) {
        const name = part
          .replace(/\btype\s+/, "")
          .split(" as ")[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

describe("the trimmed Chakra theme", () => {
  it("holds the recipe of every Chakra component the app imports", () => {
    const all = defaultSystem._config.theme ?? {};
    const ours = appSystem()._config.theme ?? {};
    const missing: string[] = [];
    const names = importedChakraNames();
    expect(names.has("Button")).toBe(true);
    for (const name of names) {
      const key = RECIPE_OF[name] ?? lowerFirst(name);
      if (all.recipes?.[key] && !ours.recipes?.[key]) missing.push(`${name} (recipe ${key})`);
      if (all.slotRecipes?.[key] && !ours.slotRecipes?.[key]) {
        missing.push(`${name} (slot recipe ${key})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("takes Chakra's theme file by file, never through its index", () => {
    const throughIndex = sourceFiles(join(process.cwd(), "src")).filter((file) =>
      /from\s*"@chakra-ui\/react\/theme"/.test(readFileSync(file, "utf8")),
    );
    expect(throughIndex).toEqual([]);
  });

  it("takes Chakra's own tokens and recipes, part by part", () => {
    expect(tokens).toEqual(chakraTheme.tokens);
    expect(semanticTokens).toEqual(chakraTheme.semanticTokens);
    const ours = themeConfigs[1]?.theme ?? {};
    expect(Object.keys(ours.recipes ?? {})).toContain("button");
    for (const [key, recipe] of Object.entries(ours.recipes ?? {})) {
      expect(recipe, key).toBe(chakraTheme.recipes[key as keyof typeof chakraTheme.recipes]);
    }
    for (const [key, recipe] of Object.entries(ours.slotRecipes ?? {})) {
      expect(recipe, key).toBe(
        chakraTheme.slotRecipes[key as keyof typeof chakraTheme.slotRecipes],
      );
    }
  });
});
