import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { maskApiKey } from "../../domain/api-key-mask";
import { apiKeyMatches, apiKeySealer, hashApiKey } from "../../server/auth/api-key-secrets";
import { addressKey } from "../../server/auth/client-address";

const KEY = "Zq3_partner-feed-2024-abcdefgh";
const SECRET = "a-server-secret-that-is-long-enough-for-this";

describe("how API keys are kept", () => {
  it("masks a key to its first and last characters, hiding at least half", () => {
    expect(maskApiKey(KEY)).toBe("Zq3_…efgh");
    expect(maskApiKey("short-key-1")).toBe("sh…-1");
    for (const key of [KEY, "k".repeat(20), "x".repeat(64)]) {
      expect(maskApiKey(key).length - 1).toBeLessThanOrEqual(key.length / 2);
    }
  });

  it("hashes with plain SHA-256 (as the migration does in SQL) and compares the hash", () => {
    expect(hashApiKey(KEY)).toBe(createHash("sha256").update(KEY).digest("hex"));
    expect(apiKeyMatches(KEY, hashApiKey(KEY))).toBe(true);
    expect(apiKeyMatches(`${KEY}x`, hashApiKey(KEY))).toBe(false);
    expect(apiKeyMatches(KEY, "not-a-hash")).toBe(false);
  });

  it("seals with AES-256-GCM: opens under the same secret, never the plain key, a new IV each time", () => {
    const sealer = apiKeySealer(SECRET);
    const [a, b] = [sealer.seal(KEY), sealer.seal(KEY)];
    expect(a).not.toBe(b);
    expect(a).not.toContain(KEY);
    expect(a).not.toContain(Buffer.from(KEY).toString("base64url").slice(0, 12));
    expect(sealer.open(a)).toBe(KEY);
    expect(apiKeySealer(SECRET).open(b)).toBe(KEY);
  });

  it("refuses to open under another secret, or when tampered with", () => {
    const sealed = apiKeySealer(SECRET).seal(KEY);
    expect(apiKeySealer(`${SECRET}-rotated`).open(sealed)).toBeUndefined();
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(apiKeySealer(SECRET).open(`v1.${bytes.toString("base64url")}`)).toBeUndefined();
    expect(apiKeySealer(SECRET).open("v2.abc")).toBeUndefined();
    expect(apiKeySealer(SECRET).open("garbage")).toBeUndefined();
  });
});

describe("per-address limit keys", () => {
  it("keeps IPv4 as it is and groups IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });
});
