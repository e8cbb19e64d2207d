import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, expect } from "vitest";
import { ERROR_KEYS } from "../../../domain/errors";
import { ZErrorResponse } from "../../../domain/schemas/common";
import { type BuildAppOptions, buildApp } from "../../../server/app";
import type { SsoVerifier } from "../../../server/auth/sso";
import { type TokenClaims, Tokens } from "../../../server/auth/tokens";
import { type Config, type Env, loadConfig } from "../../../server/config";
import { createRepositories, type Repositories } from "../../../server/repositories";
import { type ResponseMismatch, validateResponses } from "./response-validator";
import { createTestDb, type TestDb } from "./test-db";

/**
 * `TICKER_VALIDATE_RESPONSES=1` checks every answer of every test app against the app's
 * OpenAPI document, and close() fails on the first file whose answers the document does
 * not describe.
 */
const VALIDATE_RESPONSES = process.env.TICKER_VALIDATE_RESPONSES === "1";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256!";

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "ticker-test-")),
    JWT_SECRET: TEST_JWT_SECRET,
    STATIC_DIR: join(tmpdir(), "ticker-test-no-static"),
    PUBLIC_URL: "http://ticker.test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
    RATE_LIMIT_IP_PER_MINUTE: "10000",
    RATE_LIMIT_API_KEY_FAILURES_PER_MINUTE: "10000",
    ...env,
  });
}

/** Claims a test signs: the session is made for it (or, for users that do not exist, made up). */
export type TestClaims = Omit<TokenClaims, "sessionId">;

export interface TestTokens {
  sign(claims: TestClaims, expiresAt?: number): Promise<string>;
  verify: Tokens["verify"];
}

/**
 * Tokens as the server issues them: each names a session row, a "sign in as" one under a
 * session of its administrator. A token for a user who does not exist names no session at all.
 */
function testTokens(repos: Repositories, tokens: Tokens): TestTokens {
  async function sessionFor({ userId, actorId }: TestClaims): Promise<string> {
    const exists = async (id: string) => (await repos.users.findById(id)) !== undefined;
    if (!(await exists(userId)) || (actorId && !(await exists(actorId)))) return randomUUID();
    const parent = actorId ? await repos.sessions.start(actorId) : null;
    return repos.sessions.start(userId, parent);
  }
  return {
    sign: async (claims, expiresAt) =>
      tokens.sign({ ...claims, sessionId: await sessionFor(claims) }, expiresAt),
    verify: (token) => tokens.verify(token),
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: TestDb;
  repos: Repositories;
  tokens: TestTokens;
  config: Config;
  /** Answers that did not match the OpenAPI document (filled when responses are validated). */
  mismatches: ResponseMismatch[];
  close(): Promise<void>;
}

/**
 * An app over a fresh copy of the seeded database (or `db`, shared); call close() in afterAll.
 * `sso` stands in for the identity providers; without it none is configured.
 */
export async function createTestApp(
  env: Env = {},
  db?: TestDb,
  sso: SsoVerifier = {},
  options: { validateResponses?: boolean; onRoute?: BuildAppOptions["onRoute"] } = {},
): Promise<TestContext> {
  const ownDb = db ?? (await createTestDb());
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db: ownDb.db,
    logger: false,
    sso,
    onRoute: options.onRoute,
  });
  const validating = options.validateResponses ?? VALIDATE_RESPONSES;
  const mismatches = validating ? validateResponses(app) : [];
  await app.ready();
  const repos = createRepositories(ownDb.db);
  return {
    app,
    db: ownDb,
    repos,
    tokens: testTokens(repos, new Tokens(config.jwtSecret ?? TEST_JWT_SECRET)),
    config,
    mismatches,
    async close() {
      await app.close();
      if (!db) await ownDb.destroy();
      if (VALIDATE_RESPONSES && mismatches.length > 0) {
        throw new Error(
          `answers unlike the OpenAPI document:\n${JSON.stringify(mismatches, null, 1)}`,
        );
      }
    },
  };
}

/**
 * An app for the whole test file, awaited at its top: over a fresh copy of the seeded database
 * (or `db`, shared), closed after the file's tests together with whatever `alsoClose` holds then
 * (streams the tests opened).
 */
export async function appForFile(
  env: Env = {},
  db?: TestDb,
  alsoClose: readonly { close(): void }[] = [],
): Promise<TestContext> {
  const t = await createTestApp(env, db);
  afterAll(async () => {
    for (const open of alsoClose) open.close();
    await t.close();
  });
  return t;
}

export const DEMO = {
  admin: { email: "admin@ticker.local", password: "Ticker-admin-1" },
  editor: { email: "editor@ticker.local", password: "Ticker-editor-1" },
  guest: { email: "guest@ticker.local", password: "Ticker-guest-1" },
} as const;

/** The password sign-in, with `payload` as the body (anything, to see it refused). */
export const authenticate = (app: FastifyInstance, payload: unknown, domain = "demo") =>
  app.inject({
    method: "POST",
    url: `/api/auth/${domain}/authenticate`,
    payload: payload as object,
  });

/** A POST whose body is sent as written, not serialised: broken JSON, a form. */
export const postRaw = (app: FastifyInstance, url: string, contentType: string, body: string) =>
  app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload: body });

export async function signIn(app: FastifyInstance, who: keyof typeof DEMO): Promise<string> {
  const res = await authenticate(app, DEMO[who]);
  expect(res.statusCode).toBe(200);
  return res.json<{ jwt: string }>().jwt;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** Asserts a 4xx with the given errorKey (and so never a 500). */
export function expectError(res: LightMyRequestResponse, status: number, errorKey: string) {
  expect(ERROR_KEYS).toContain(errorKey);
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({
    status,
    body: { errorKey },
  });
  expect(ZErrorResponse.safeParse(res.json()).success).toBe(true);
  return res.json<{ errorKey: string; fields?: Record<string, string> }>();
}
