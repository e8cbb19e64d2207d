import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/**
 * How API keys are kept: a database dump must not hand them out.
 * - `key_hash`: the SHA-256 of the key, hex, the only column a request is looked up by. Keys are
 *   long random strings (a custom one has at least 20 characters), so an unsalted hash is safe
 *   and the same in every server and in SQL (the migration computes it there).
 * - `key_sealed`: the key under AES-256-GCM, for an administrator's "copy". Its key is derived
 *   (HKDF-SHA256) from the server secret, which lives outside the table: JWT_SECRET, or the
 *   generated secret in `server_secrets`.
 */
export const hashApiKey = (key: string): string =>
  createHash("sha256").update(key, "utf8").digest("hex");

/** Whether a presented key hashes to the stored hash, in time that does not depend on where they differ. */
export function apiKeyMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Changing this makes every sealed key unrevealable: it names the derivation, not a secret. */
const HKDF_INFO = "ticker api-key sealing v1";

/** Encrypts and decrypts API keys for reveal; see the module comment. */
export interface ApiKeySealer {
  seal(key: string): string;
  /** Undefined when the sealed value was made under another secret or was tampered with. */
  open(sealed: string): string | undefined;
}

/** Webhook signing secrets are sealed the same way, under a key of their own. */
export const WEBHOOK_SECRET_INFO = "ticker webhook-secret sealing v1";

export function apiKeySealer(serverSecret: string, info = HKDF_INFO): ApiKeySealer {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "", info, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url");
      return `${VERSION}.${packed}`;
    },
    open(sealed) {
      const [version, packed] = sealed.split(".");
      if (version !== VERSION || !packed) return undefined;
      const bytes = Buffer.from(packed, "base64url");
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const data = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
