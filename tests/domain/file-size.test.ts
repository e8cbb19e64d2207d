import { describe, expect, it } from "vitest";
import { lineCount, longFiles, MAX_LINES } from "../../scripts/check-file-size";

const lines = (n: number) => "const x = 1;\n".repeat(n);

describe("source file size", () => {
  it("counts lines with or without a final newline", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a")).toBe(1);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });

  it("refuses a file over the limit and lets one at it pass", () => {
    const problems = longFiles([
      { file: "src/features/posts/Long.tsx", text: lines(MAX_LINES + 1) },
      { file: "src/features/posts/Fits.tsx", text: lines(MAX_LINES) },
    ]);
    expect(problems).toEqual([
      `src/features/posts/Long.tsx: ${MAX_LINES + 1} lines, over ${MAX_LINES}: split it by job into files of its own`,
    ]);
  });

  it("lets a listed table pass, and only that file", () => {
    const exceptions = { "server/db/schema.ts": "tables" };
    const problems = longFiles(
      [
        { file: "server/db/schema.ts", text: lines(900) },
        { file: "server/db/other.ts", text: lines(900) },
      ],
      MAX_LINES,
      exceptions,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^server\/db\/other\.ts: 900 lines/);
  });
});
