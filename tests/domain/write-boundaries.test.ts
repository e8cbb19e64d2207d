import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkWrites, writeProblem } from "../../scripts/check-writes";

const OPENS = "await db.transaction().execute(async (trx) => trx);";

describe("one way to write (npm run lint)", () => {
  it("refuses a transaction opened in a route, a repository or any other server module", () => {
    expect(writeProblem("server/routes/channels.ts", OPENS)).toMatch(
      /server\/routes\/channels.ts:1: opens a transaction/,
    );
    expect(writeProblem("server/repositories/password-resets.ts", OPENS)).toMatch(/runWrite/);
    expect(writeProblem("server/scheduler/index.ts", OPENS)).toMatch(/server\/commands/);
    // Split over lines as biome may format a long chain.
    expect(
      writeProblem("server/routes/onboarding.ts", "const a = 1;\nawait db\n  .transaction()\n"),
    ).toMatch(/onboarding.ts:3:/);
  });

  it("lets the write module, commands and the database layer open one", () => {
    expect(writeProblem("server/publishing/write.ts", OPENS)).toBeNull();
    expect(writeProblem("server/commands/posts/reorder.ts", OPENS)).toBeNull();
    expect(writeProblem("server/db/migrate.ts", OPENS)).toBeNull();
    expect(writeProblem("src/lib/local-data/database.ts", OPENS)).toBeNull();
  });

  it("keeps routes on runWrite or a command, not the bare writeTransaction", () => {
    const direct = 'import { writeTransaction } from "../publishing/write";';
    expect(writeProblem("server/routes/polls.ts", direct)).toMatch(/not writeTransaction/);
    expect(writeProblem("server/commands/polls/vote.ts", direct)).toBeNull();
    const scoped = 'import { runWrite, scopedWrite } from "../publishing/write";';
    expect(writeProblem("server/routes/polls.ts", scoped)).toBeNull();
  });

  it("finds a violation planted in a tree, and passes the same tree without it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "check-writes-"));
    const plant = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    plant("server/publishing/write.ts", OPENS);
    plant("server/commands/users/invite.ts", OPENS);
    plant("server/routes/users.ts", 'import { runWrite } from "../publishing/write";');
    expect(checkWrites(root)).toEqual([]);
    plant("server/routes/nested/thing.ts", OPENS);
    expect(checkWrites(root)).toEqual([
      expect.stringMatching(/^server\/routes\/nested\/thing.ts:1: opens a transaction/),
    ]);
  });
});
