/**
 * One way to write (docs/architecture.md, "From a click to a reader"): a transaction is opened
 * only by the write module (`server/publishing/write.ts`), a command (`server/commands/`) or
 * the database layer (`server/db/`). Routes write through runWrite, scopedWrite or
 * presentedWrite, or call a command; they do not open a transaction with writeTransaction
 * either. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const WRITE_MODULE = "server/publishing/write.ts";
const MAY_OPEN = [WRITE_MODULE, "server/commands/", "server/db/"];

/** `.transaction(` on anything (a Db, a Kysely instance), also across a line break. */
const OPENS_TRANSACTION = /\.\s*transaction\s*\(/;
const IMPORTS_WRITE_TRANSACTION = /\bwriteTransaction\b/;

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** What is wrong with how `file` (a path from the repository root) writes, or null. */
export function writeProblem(file: string, text: string): string | null {
  if (!file.startsWith("server/") || MAY_OPEN.some((p) => file.startsWith(p))) return null;
  const opened = OPENS_TRANSACTION.exec(text);
  if (opened) {
    return `${file}:${lineOf(text, opened.index)}: opens a transaction; write through runWrite/scopedWrite (${WRITE_MODULE}) or a command in server/commands/`;
  }
  if (file.startsWith("server/routes/")) {
    const direct = IMPORTS_WRITE_TRANSACTION.exec(text);
    if (direct) {
      return `${file}:${lineOf(text, direct.index)}: a route writes through runWrite/scopedWrite or a command in server/commands/, not writeTransaction`;
    }
  }
  return null;
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/** Every problem under `server/` of the tree at `root`. */
export function checkWrites(root: string): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(root, "server")) {
    const problem = writeProblem(file, readFileSync(path.join(root, file), "utf8"));
    if (problem) problems.push(problem);
  }
  return problems;
}

function main(): void {
  const problems = checkWrites(process.cwd());
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} write outside the write module`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
