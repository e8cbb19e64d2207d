import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../server/config";
import { CONTRIBUTION_LIMITS } from "../../server/routes/contributions";
import { demoNewsroom } from "./helpers/demo";
import { makeUser } from "./helpers/profile-users";
import { createTestApp, expectError, type TestContext } from "./helpers/test-app";
import { twoServers } from "./helpers/two-servers";

/** Redis runs on some machines only: its half of the suite needs TEST_REDIS_URL. */
const REDIS = process.env.TEST_REDIS_URL || undefined;
const LIMITS = { RATE_LIMIT_LOGIN_PER_MINUTE: "3", RATE_LIMIT_IP_PER_MINUTE: "6" };

/** Every test signs in from addresses of its own, so counters never carry over (Redis keeps them). */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each([
  { store: "the database", env: {} as Env, skip: false },
  { store: "Redis", env: { REDIS_URL: REDIS } as Env, skip: !REDIS },
])("sign-in limits shared by two servers, counted in $store", ({ env, skip }) => {
  const servers = twoServers({ ...LIMITS, ...env }, skip);

  /** Sign-in attempts go to the two servers in turn, as behind a round-robin balancer. */
  const login = (email: string, password: string, from = address()) =>
    servers.next().app.inject({
      method: "POST",
      url: "/api/auth/demo/authenticate",
      remoteAddress: from,
      payload: { email, password },
    });

  it.skipIf(skip)("one account's limit holds across servers and addresses", async () => {
    const { user, password } = await makeUser(servers.first);
    for (let i = 0; i < 3; i++)
      expect((await login(user.email, "Wrong-pass-1")).statusCode).toBe(401);
    const limited = await login(user.email, password);
    expectError(limited, 429, "rate-limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Someone else signs in as usual.
    const other = await makeUser(servers.first);
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });

  it.skipIf(skip)(
    "the email and the username of one user, in any case and spacing, count together",
    async () => {
      const { user, password } = await makeUser(servers.first);
      const attempts = [`  ${user.email.toUpperCase()}`, user.username, `${user.email} `];
      for (const name of attempts) expect((await login(name, "Wrong-pass-1")).statusCode).toBe(401);
      expectError(await login(` ${user.username.toUpperCase()} `, password), 429, "rate-limited");
    },
  );

  it.skipIf(skip)("names of no user are trimmed and lower-cased to one counter", async () => {
    const name = `nobody-${Date.now()}@example.com`;
    for (const typed of [`  ${name.toUpperCase()}`, `${name} `, name.replace("nobody", "NoBody")]) {
      expect((await login(typed, "x")).statusCode).toBe(401);
    }
    expectError(await login(name, "x"), 429, "rate-limited");
  });

  it.skipIf(skip)("one address's limit holds across servers and accounts", async () => {
    const from = address();
    for (let i = 0; i < 6; i++) {
      expect((await login(`guess-${Date.now()}-${i}@example.com`, "x", from)).statusCode).toBe(401);
    }
    const { user, password } = await makeUser(servers.first);
    expectError(await login(user.email, password, from), 429, "rate-limited");
    expect((await login(user.email, password, address())).statusCode).toBe(200);
  });
});

describe("reader contribution limits shared by two servers", () => {
  const servers = twoServers();
  let channelId: string;
  beforeAll(async () => {
    channelId = (await demoNewsroom(servers.first)).electionId;
  });

  it("one client's per-channel limit holds across servers", async () => {
    const from = address();
    const submit = (n: number) =>
      servers.next().app.inject({
        method: "POST",
        url: `/api/live/public/${channelId}/contributions`,
        remoteAddress: from,
        payload: { kind: "comment", message: `comment ${n}` },
      });
    for (let n = 0; n < CONTRIBUTION_LIMITS.perClient; n++) {
      expect((await submit(n)).statusCode).toBe(201);
    }
    expectError(await submit(CONTRIBUTION_LIMITS.perClient), 429, "rate-limited");
    expectError(await submit(CONTRIBUTION_LIMITS.perClient + 1), 429, "rate-limited");
  });
});

describe("behind a reverse proxy (TRUST_PROXY)", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("counts per-address limits by the forwarded client address, not the proxy's", async () => {
    const attempt = (client: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/demo/authenticate",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": client },
        payload: { email: `nobody-${randomInt(1e9)}@example.com`, password: "x" },
      });
    const busy = address();
    for (let i = 0; i < 6; i++) expect((await attempt(busy)).statusCode).toBe(401);
    expectError(await attempt(busy), 429, "rate-limited");
    // Another reader behind the same proxy is not held back by the first one's attempts.
    expect((await attempt(address())).statusCode).toBe(401);
  });
});
