import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { migrate } from "../../server/db/migrate";
import { openDatabase } from "../../server/db/open";
import { DEMO_CREDENTIALS, seedIfEmpty } from "../../server/db/seed";
import type { BenchSuite } from "./lib";

const POSTS = 10_000;
const BATCH = 500;
const WORDS =
  "election result turnout vote party poll candidate district count live update minister debate goal match referee penalty corner score striker keeper".split(
    " ",
  );

/** Deterministic filler text so runs compare. */
function sentence(seed: number, words: number): string {
  const out: string[] = [];
  let x = seed * 7919 + 13;
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(WORDS[x % WORDS.length]!);
  }
  return out.join(" ");
}

/**
 * The feed on the embedded database: one channel seeded with 10,000 posts, then the
 * first page, the next page by cursor, and a search over the latest 1000 posts, each
 * through the whole HTTP stack (app.inject: auth, access, validation, serialization).
 */
export const feedBench: BenchSuite = {
  name: "feed",
  description: `feed and search on PGlite, one channel with ${POSTS.toLocaleString("en")} posts`,
  async setup({ log }) {
    const dataDir = mkdtempSync(join(tmpdir(), "ticker-bench-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, "no-static"),
      LOG_LEVEL: "silent",
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
      RATE_LIMIT_IP_PER_MINUTE: "100000",
    });
    const handle = await openDatabase({ dataDir });
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
    const db = handle.db;
    const account = await db
      .selectFrom("accounts")
      .select("id")
      .where("account_key", "=", "newsroom")
      .executeTakeFirstOrThrow();
    const channel = await db
      .insertInto("channels")
      .values({ account_id: account.id, name: "Bench" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const started = Date.now();
    for (let from = 0; from < POSTS; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, POSTS - from) }, (_, k) => {
        const i = from + k;
        const text = sentence(i, 40 + (i % 60));
        const content = {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text }] }],
        };
        return {
          channel_id: channel.id,
          account_id: account.id,
          title: `Update ${i}: ${sentence(i + 1, 5)}`,
          content: JSON.stringify(content),
          html: `<p>${text}</p>`,
          plain_text: text,
          importance: "normal" as const,
          author_id: null,
          author_name: "Bench",
          created_by: null,
          tags: "[]",
          icons: "[]",
          pinned: i % 2500 === 0,
          sort_order: 1_700_000_000_000 + i * 1000,
        };
      });
      await db.insertInto("posts").values(rows).execute();
    }
    await sql`analyze posts`.execute(db);
    log(`seeded ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const admin = DEMO_CREDENTIALS.find((c) => c.role === "admin")!;
    const auth = await app.inject({
      method: "POST",
      url: "/api/auth/demo/authenticate",
      payload: { email: admin.email, password: admin.password },
    });
    const headers = { authorization: `Bearer ${auth.json<{ jwt: string }>().jwt}` };
    const base = `/api/posts/newsroom.demo/${channel.id}`;

    const get = async (url: string) => {
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json<{ items: unknown[]; nextCursor: string | null; searchLimited: boolean }>();
    };
    const first = await get(base);
    if (first.items.length !== 20 || !first.nextCursor) throw new Error("unexpected first page");
    // Next pages at several depths of the feed, visited in turn.
    const cursors: string[] = [];
    let cursor: string | null = first.nextCursor;
    for (let page = 0; page < 50 && cursor; page++) {
      cursors.push(cursor);
      cursor = (await get(`${base}?cursor=${cursor}`)).nextCursor;
    }
    const searched = await get(`${base}?q=penalty`);
    if (!searched.searchLimited) throw new Error("search over 10,000 posts should be limited");
    const terms = ["penalty", "turnout", "Update 99", "minister debate", "no such words here"];
    let n = 0;

    return {
      cases: [
        { name: "feed first page", run: async () => void (await get(base)) },
        {
          name: "feed next page (cursor)",
          run: async () => void (await get(`${base}?cursor=${cursors[n++ % cursors.length]}`)),
        },
        {
          name: "search (latest 1000)",
          run: async () =>
            void (await get(`${base}?q=${encodeURIComponent(terms[n++ % terms.length]!)}`)),
        },
      ],
      async teardown() {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};
