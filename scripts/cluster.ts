/**
 * Several real Ticker server processes on one PostgreSQL, as an operator runs them: used by
 * the three-node test (tests/server/scale-out.test.ts) and the multi-node live benchmark.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** A scratch database on the PostgreSQL server of `url`, dropped by drop(). */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** One server process (node --import tsx server/main.ts) with a data directory of its own. */
export interface ServerNode {
  child: ChildProcess;
  port: number;
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts a server and waits until /api/health answers. No STATIC_DIR build: the API alone is
 * served (static.ts answers JSON 404s without one). `env` adds to or overrides the defaults.
 */
export async function startServerNode(env: Record<string, string>): Promise<ServerNode> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ticker-node-"));
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers a bench starts.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, "no-static"),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, sleep(5000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, port, base, stop };
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error("server did not start within 60 s");
}
