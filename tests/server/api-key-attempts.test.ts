import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { publicApiPaths } from "../../domain/schemas/public-api";
import type { Env } from "../../server/config";
import { demoAdminKey } from "./helpers/api-keys";
import { demoNewsroom } from "./helpers/demo";
import { expectError } from "./helpers/test-app";
import { twoServers } from "./helpers/two-servers";

/** Redis runs on some machines only: its half of the suite needs TEST_REDIS_URL. */
const REDIS = process.env.TEST_REDIS_URL || undefined;
const FAILURES = 5;
const LIMITS: Env = { RATE_LIMIT_API_KEY_FAILURES_PER_MINUTE: String(FAILURES) };

/** Addresses of each test's own, so counters never carry over (Redis keeps them). */
const v4 = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const v6net = () => `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;

describe.each([
  { store: "the database", env: {} as Env, skip: false },
  { store: "Redis", env: { REDIS_URL: REDIS } as Env, skip: !REDIS },
])("wrong API keys limited per address across servers, counted in $store", ({ env, skip }) => {
  const servers = twoServers({ ...LIMITS, ...env }, skip);
  const valid = `attempts-valid-key-${randomInt(1e9)}`;
  beforeAll(async () => {
    if (skip) return;
    const { newsroomId } = await demoNewsroom(servers.first);
    await demoAdminKey(servers.first, newsroomId, valid, "Attempts");
  });

  const read = (key: string | undefined, from: string) =>
    servers.next().app.inject({
      method: "GET",
      url: publicApiPaths.channels(),
      remoteAddress: from,
      headers: key === undefined ? {} : { "x-api-key": key },
    });

  it.skipIf(skip)("refuses an address past the limit with 429, even its right key", async () => {
    const from = v4();
    // A request without a key guesses nothing and is not counted.
    for (let i = 0; i < FAILURES + 2; i++)
      expectError(await read(undefined, from), 401, "api-key-missing");
    for (let i = 0; i < FAILURES; i++) {
      expectError(await read(`wrong-key-${i}-${randomInt(1e9)}`, from), 401, "api-key-invalid");
    }
    const limited = await read(`wrong-key-last-${randomInt(1e9)}`, from);
    expectError(limited, 429, "api-key-attempts-limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Once limited, a guess that happens to be right gets nothing either.
    expectError(await read(valid, from), 429, "api-key-attempts-limited");
    // Other addresses are untouched.
    expect((await read(valid, v4())).statusCode).toBe(200);
  });

  it.skipIf(skip)("counts every address of an IPv6 /64 as one", async () => {
    const net = v6net();
    for (let i = 0; i < FAILURES; i++) {
      expectError(
        await read(`wrong-v6-${i}-${randomInt(1e9)}`, `${net}::${i + 1}`),
        401,
        "api-key-invalid",
      );
    }
    expectError(
      await read("wrong-v6-again", `${net}:ffff:ffff:ffff:ffff`),
      429,
      "api-key-attempts-limited",
    );
    expect((await read(valid, `${v6net()}::1`)).statusCode).toBe(200);
  });
});
