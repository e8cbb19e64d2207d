import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/password";
import { CALLERS, type Caller, ROUTE_RULES } from "./helpers/route-rules";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";
import type { TestDb } from "./helpers/test-db";

/**
 * Route by role: every registered route is called as every kind of caller, and
 * the server must refuse (401/403) exactly the callers its rule in ./helpers/route-rules
 * leaves out. Routes are collected as the app registers them, so a new route without a
 * rule fails here. Input validation is switched off for this app (body and query schemas
 * are dropped as routes register) so that every request reaches the authorisation step.
 */

const HOST = "newsroom.demo";
const UNKNOWN_ID = "5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31";
/** Streams never end: they are called with a channel id that cannot open one. */
const STREAMS = new Set(["GET /api/live/:host/:channelId", "GET /api/live/public/:channelId"]);
/** Ends the caller's session: called last for each caller. */
const LOGOUT = "POST /api/auth/logout";
/** Refusals that are authorisation decisions (others, such as contributions-closed, are not). */
const REFUSALS = new Set([
  "unauthorized",
  "forbidden",
  "feature-disabled",
  "token-invalid",
  "session-ended",
  // The public API answers every bearer caller so: it opens only to an API key.
  "api-key-missing",
]);

let t: TestContext;
let db: TestDb;
let app: TestContext["app"];
const routes: { method: string; url: string }[] = [];
const tokens = new Map<Caller, string | null>();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp(
    {},
    undefined,
    {},
    {
      // Without their body and query schemas the answers need not match the document: unchecked.
      validateResponses: false,
      onRoute: (route: RouteOptions) => {
        if (route.schema) {
          delete route.schema.body;
          delete route.schema.querystring;
        }
        for (const method of [route.method].flat()) {
          if (method !== "HEAD") routes.push({ method, url: route.url });
        }
      },
    },
  );
  ({ app, db } = t);
  const { repos } = t;
  // A user of the newsroom whose allow list grants nothing.
  const newsroom = await db.db
    .selectFrom("accounts")
    .select("id")
    .where("account_key", "=", "newsroom")
    .executeTakeFirstOrThrow();
  const bare = await repos.users.insert({
    domain: "demo",
    email: "bare@ticker.local",
    username: "bare@ticker.local",
    display_name: "Bare User",
    password_hash: await hashPassword("Ticker-bare-1"),
    avatar_url: null,
    google_subject: null,
    microsoft_subject: null,
    main_account_id: newsroom.id,
  });
  await repos.access.grant(bare.id, newsroom.id, "user", { allow: [] });
  const bareLogin = await app.inject({
    method: "POST",
    url: "/api/auth/demo/authenticate",
    payload: { email: "bare@ticker.local", password: "Ticker-bare-1" },
  });
  tokens.set("admin", await signIn(app, "admin"));
  tokens.set("editor", await signIn(app, "editor"));
  tokens.set("guest", await signIn(app, "guest"));
  tokens.set("bare", bareLogin.json<{ jwt: string }>().jwt);
  tokens.set("none", null);

  // The guest's channel, and a post and a draft of the admin's in it: rules on others' rows.
  const channel = await db.db
    .selectFrom("channels")
    .select("id")
    .where("name", "=", "Match day")
    .executeTakeFirstOrThrow();
  ids.channelId = channel.id;
  const admin = bearer(tokens.get("admin")!);
  const made = async (kind: "posts" | "drafts") => {
    const res = await app.inject({
      method: "POST",
      url: `/api/${kind}/${HOST}/${channel.id}`,
      headers: admin,
      // Complete: without the body schema no defaults are filled in.
      payload: {
        title: `The admin's ${kind}`,
        content: null,
        importance: "normal",
        tags: [],
        icons: [],
        breaking: false,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: string }>().id;
  };
  ids.postId = await made("posts");
  ids.draftId = await made("drafts");
}, 120_000);

afterAll(() => t?.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function urlOf(route: { method: string; url: string }): string {
  const stream = STREAMS.has(key(route));
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === "host") return HOST;
    if (name === "domain") return "demo";
    if (name === "key" || name === "accountKey") return "newsroom";
    if (name === "id" && route.url.startsWith("/api/channels/")) return ids.channelId!;
    if (name === "channelId") return stream ? UNKNOWN_ID : ids.channelId!;
    if (name === "action") return "headlines";
    return ids[name] ?? UNKNOWN_ID;
  });
}

/** Bodies of routes whose rule depends on what the body names (complete: no schema defaults). */
const BODIES: Record<string, () => object> = {
  "POST /api/ai/:host/:action": () => ({
    channelId: ids.channelId,
    title: "A title",
    text: "Some text to work on. It has two sentences.",
    language: "en",
    count: 5,
    chosenTags: [],
  }),
};

/** Whether the answer is an authorisation refusal. */
async function refused(route: { method: string; url: string }, caller: Caller) {
  const token = tokens.get(caller);
  const payload = BODIES[key(route)];
  const res = await app.inject({
    method: route.method as "GET",
    url: urlOf(route),
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload() } : {}),
  });
  if (res.statusCode !== 401 && res.statusCode !== 403) return false;
  const body = res.json<{ errorKey?: string }>();
  return REFUSALS.has(body.errorKey ?? "") || body.errorKey?.startsWith("token-") === true;
}

describe("every route refuses exactly the callers its rule leaves out", () => {
  it("has a rule for every route, and no rule for a route that is gone", () => {
    const registered = routes.map(key);
    expect(registered.filter((r) => !(r in ROUTE_RULES))).toEqual([]);
    expect(Object.keys(ROUTE_RULES).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it("answers as the rules say, for every caller", { timeout: 600_000 }, async () => {
    const ordered = [
      ...routes.filter((r) => key(r) !== LOGOUT),
      ...routes.filter((r) => key(r) === LOGOUT),
    ];
    const wrong: string[] = [];
    // The least privileged first: an allowed admin may delete the rows others are refused.
    for (const caller of CALLERS) {
      for (const route of ordered) {
        const allowed = ROUTE_RULES[key(route)]?.includes(caller) ?? false;
        const wasRefused = await refused(route, caller);
        if (wasRefused === allowed) {
          wrong.push(`${key(route)} as ${caller}: ${wasRefused ? "refused" : "allowed"}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
