/**
 * No source file over 400 lines: a file that long holds more than one job, and each job gets a
 * file of its own (the post editor's hooks and parts, the reader script's modules under
 * src/embed/live/). `npm run lint` runs it; tests/domain/file-size.test.ts proves it catches
 * a long file.
 *
 * What counts: the program's code, in src/, server/, domain/, sw/ and scripts/. Tests (tests/,
 * e2e/) do not: a test file is a list of independent cases over one subject, each read on its
 * own, with the fixtures they share at the top; splitting it by length scatters one subject's
 * cases and copies those fixtures, and its length follows how many rules the subject has, not
 * how many jobs a module does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const MAX_LINES = 400;

/**
 * Files that are tables rather than code, allowed past the limit. Each says why: splitting a
 * table by length only makes it harder to read whole.
 */
export const LONG_FILE_EXCEPTIONS: Readonly<Record<string, string>> = {
  "server/db/schema.ts":
    "the database's tables as Kysely types, one interface per table, in the order of the migrations",
  "server/openapi/operations.ts":
    "the API's operation table (operationId, summary, success answer per route), one entry per route",
};

const COUNTED = ["src/**/*", "server/**/*", "domain/**/*", "sw/**/*", "scripts/**/*"];

/** Lines of a text, a last line without its newline counted too. */
export const lineCount = (text: string): number =>
  text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Each file of `files` (repo-relative) longer than `max` lines and not an exception, with why. */
export function longFiles(
  files: readonly { file: string; text: string }[],
  max = MAX_LINES,
  exceptions: Readonly<Record<string, string>> = LONG_FILE_EXCEPTIONS,
): string[] {
  return files
    .filter(({ file, text }) => !(file in exceptions) && lineCount(text) > max)
    .map(
      ({ file, text }) =>
        `${file}: ${lineCount(text)} lines, over ${max}: split it by job into files of its own`,
    );
}

function main(): void {
  const root = process.cwd();
  const files = ts.sys
    .readDirectory(root, [".ts", ".tsx"], ["node_modules", "dist"], COUNTED)
    .map((f) => path.relative(root, f).split(path.sep).join("/"))
    .map((file) => ({ file, text: readFileSync(path.resolve(root, file), "utf8") }));
  const problems = longFiles(files);
  for (const p of problems) console.error(p);
  const stale = Object.keys(LONG_FILE_EXCEPTIONS).filter((f) => !files.some((x) => x.file === f));
  for (const f of stale) console.error(`${f}: listed as an exception but not found`);
  if (problems.length > 0 || stale.length > 0) {
    console.error(`${problems.length + stale.length} file size problem(s)`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
