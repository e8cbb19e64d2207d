import { afterAll, beforeAll } from "vitest";
import type { Env } from "../../../server/config";
import { createTestApp, type TestContext } from "./test-app";

export interface TwoServers {
  first: TestContext;
  second: TestContext;
  /** The two in turn, as a round-robin balancer hands out requests. */
  next(): TestContext;
}

/**
 * Two apps over one database, as two server processes: made before the enclosing describe's
 * tests and closed after them. With `skip` (a store this machine lacks) neither is made.
 */
export function twoServers(env: Env = {}, skip = false): TwoServers {
  let turn = 0;
  const servers = {
    next: () => {
      turn += 1;
      return turn % 2 ? servers.first : servers.second;
    },
  } as TwoServers;
  beforeAll(async () => {
    if (skip) return;
    servers.first = await createTestApp(env);
    servers.second = await createTestApp(env, servers.first.db);
  });
  afterAll(async () => {
    if (skip) return;
    await servers.second.close();
    await servers.first.close();
  });
  return servers;
}
