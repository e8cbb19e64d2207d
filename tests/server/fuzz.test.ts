import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorResponse } from "../../domain/schemas/common";
import { buildApp } from "../../server/app";
import {
  type FuzzRequest,
  type FuzzRoute,
  fuzzRoutesOf,
  namedRequests,
  randomRequest,
} from "./helpers/fuzz-inputs";
import { rowCounts } from "./helpers/row-counts";
import { signIn, testConfig } from "./helpers/test-app";
import { createTestDb, type TestDb } from "./helpers/test-db";

/**
 * Every registered route, fuzzed as an administrator and without a token: no input may
 * answer 5xx, every refusal carries an errorKey, and a refused request writes no row.
 * Routes are collected as the app registers them, so new routes are covered unasked.
 */

/** Streams never end; they only get channel ids that cannot open one. */
const STREAMS = new Set(["GET /api/live/:host/:channelId", "GET /api/live/public/:channelId"]);
const UNKNOWN_ID = "5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31";
const SEED = 20_261_125;
const RANDOM_RUNS = 4;
/** A few thousand requests: seconds on an idle machine, more when the cores are shared. */
const BUDGET_MS = 240_000;

let db: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
let routes: FuzzRoute[] = [];
let adminJwt: string;
let channelId: string;
let counts: Record<string, number>;

beforeAll(async () => {
  db = await createTestDb();
  const collected: FuzzRoute[] = [];
  app = await buildApp({
    config: testConfig(),
    db: db.db,
    logger: false,
    onRoute: (route) => {
      collected.push(...fuzzRoutesOf(route));
    },
  });
  await app.ready();
  routes = collected;
  adminJwt = await signIn(app, "admin");
  const channel = await db.db
    .selectFrom("channels")
    .select("id")
    .where("name", "=", "Match day")
    .executeTakeFirstOrThrow();
  channelId = channel.id;
  counts = await rowCounts(db.db);
}, BUDGET_MS);
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

/** Values that get a request past routing and access checks, so the rest is tested. */
const validParam = (route: FuzzRoute) => (name: string) => {
  if (name === "host") return "newsroom.demo";
  if (name === "domain") return "demo";
  if (name === "key" || name === "accountKey") return "newsroom";
  if (name === "channelId" && !STREAMS.has(`${route.method} ${route.url}`)) return channelId;
  return UNKNOWN_ID;
};

/** Sign-in attempt counters are written by refused attempts on purpose: that is what they limit. */
const COUNTS_REFUSALS = new Set(["rate_limit_counters"]);

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter(
    (table) => !COUNTS_REFUSALS.has(table) && after[table] !== before[table],
  );

/**
 * Sends one request and says what is wrong with the answer: a 5xx, a refusal without an
 * errorKey (or with the one it must not have), or rows written by a refused request.
 */
async function problemWith(request: FuzzRequest, auth: Record<string, string>) {
  const res = await app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...auth, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const before = counts;
  counts = await rowCounts(db.db);
  const what = `${request.method} ${request.url.slice(0, 120)} (${request.label}) → ${res.statusCode} ${res.body.slice(0, 120)}`;
  if (res.statusCode >= 500) return what;
  if (res.statusCode < 400) return null;
  if (!request.url.startsWith("/api/")) return null;
  const refusal = ZErrorResponse.safeParse(res.json());
  if (!refusal.success) return `${what}: no errorKey`;
  if (refusal.data.errorKey === request.notRefusedAs) return `${what}: must not be refused so`;
  const changed = changedTables(before, counts);
  return changed.length ? `${what}: wrote to ${changed.join(", ")}` : null;
}

describe.each([
  ["as an administrator", () => ({ authorization: `Bearer ${adminJwt}` })],
  ["without a token", () => ({})],
])("every route %s", { timeout: BUDGET_MS }, (_name, auth) => {
  it("refuses the shapes that once answered 500, with an errorKey and no row written", {
    timeout: 300_000,
  }, async () => {
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of routes) {
      for (const request of namedRequests(route, validParam(route))) {
        const problem = await problemWith(request, auth());
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers random input without a 5xx and writes no row when refusing", async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(randomRequest(route, validParam(route)), async (request) => {
          expect(await problemWith(request, auth())).toBeNull();
        }),
        { seed: SEED, numRuns: RANDOM_RUNS },
      );
    }
  });
});
