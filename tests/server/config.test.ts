import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

const dataDir = () => mkdtempSync(join(tmpdir(), "ticker-config-"));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: dir,
      databaseUrl: undefined,
      publicUrl: "http://localhost:8080",
      smtpUrl: undefined,
      mailFrom: "Ticker <no-reply@ticker.local>",
      logLevel: "info",
      rateLimit: { loginPerMinute: 10, ipPerMinute: 300, apiKeyPerMinute: 120 },
    });
    expect(c.staticDir).toMatch(/dist$/);
  });

  it("derives PUBLIC_URL from PORT and treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "9090" })).toMatchObject({
      publicUrl: "http://localhost:9090",
      publicUrlSet: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "" }).port).toBe(8080);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://t.example/" })).toMatchObject({
      publicUrl: "https://t.example",
      publicUrlSet: true,
    });
  });

  it("leaves the JWT secret to the database when JWT_SECRET is unset", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBeUndefined();
    expect(existsSync(join(dir, "jwt-secret"))).toBe(false);
  });

  it("reads TRUST_PROXY as true, a hop count or a list of proxies", () => {
    const trust = (v: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: v }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBeUndefined();
    expect(trust("true")).toBe(true);
    expect(trust("false")).toBeUndefined();
    const hops = trust("2") as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops("10.0.0.1", hop))).toEqual([true, true, false]);
    expect(trust("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it("takes GRIP_URL (http(s) URLs, comma-separated) and its key; without it, no GRIP", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), GRIP_KEY: "k" }).grip).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir(), GRIP_URL: "http://pushpin:5561/", GRIP_KEY: "k" }).grip,
    ).toEqual({ url: "http://pushpin:5561/", key: "k", stats: [] });
    expect(configError({ GRIP_URL: "pushpin:5561" }).variable).toBe("GRIP_URL");
    // A tier of nodes: every URL must be one.
    const tier = "http://pp1:5561/, http://pp2:5561/";
    expect(loadConfig({ DATA_DIR: dataDir(), GRIP_URL: tier }).grip?.url).toBe(tier);
    expect(configError({ GRIP_URL: "http://pp1:5561/,pp2:5561" }).variable).toBe("GRIP_URL");
  });

  it("takes each tier node's stats socket from GRIP_STATS_URL", () => {
    const grip = { DATA_DIR: dataDir(), GRIP_URL: "http://pushpin:5561/", GRIP_KEY: "k" };
    const stats = "tcp://pushpin-1:5560, tcp://pushpin-2:5560";
    expect(loadConfig({ ...grip, GRIP_STATS_URL: stats }).grip?.stats).toEqual([
      "tcp://pushpin-1:5560",
      "tcp://pushpin-2:5560",
    ]);
    expect(configError({ ...grip, GRIP_STATS_URL: "http://pushpin:5560" }).variable).toBe(
      "GRIP_STATS_URL",
    );
  });

  it("uses JWT_SECRET when given", () => {
    const secret = "s".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/x"],
    ["JWT_SECRET", "short"],
    ["PUBLIC_URL", "not a url"],
    ["SMTP_URL", "http://mail"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT_LOGIN_PER_MINUTE", "0"],
    ["RATE_LIMIT_IP_PER_MINUTE", "many"],
  ])("names %s when it is invalid (%s)", (variable, value) => {
    const err = configError({ [variable]: value });
    expect(err.variable).toBe(variable);
    expect(err.message).toContain(variable);
  });
});
