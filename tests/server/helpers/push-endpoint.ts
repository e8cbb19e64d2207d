import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { loopbackServer } from "./loopback-server";

/** A browser's side of a push subscription: its key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

/** Decrypts an aes128gcm body (RFC 8188) with the subscription's keys (RFC 8291), as a browser does. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const info = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    keys.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(
    hkdfSync("sha256", shared, Buffer.from(keys.auth, "base64url"), info, 32),
  );
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error("bad padding");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `Authorization: vapid t=…, k=…` (RFC 8292): signed by `publicKey`, for `audience`. */
export function vapidProblem(header: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? "");
  if (!match) return "no vapid authorization";
  const [, token, k] = match as unknown as [string, string, string];
  if (k !== publicKey) return "another key";
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) return "bad signature";
  const { aud, exp } = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    aud: string;
    exp: number;
  };
  if (aud !== audience) return `audience ${aud}`;
  if (exp * 1000 < Date.now()) return "expired";
  return null;
}

export interface PushDelivery {
  /** The last part of the endpoint's path: which test browser it was for. */
  browser: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A stand-in push service on a loopback port: it keeps every push it receives and answers
 * 201, or what `statusOf` says for a browser (404 and 410 mean the subscription is gone).
 */
export async function pushEndpoint(statusOf: (browser: string) => number = () => 201) {
  const received: PushDelivery[] = [];
  const server = await loopbackServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const browser = (req.url ?? "").split("/").pop() ?? "";
      received.push({ browser, headers: req.headers, body: Buffer.concat(chunks) });
      // A little latency, so two servers' ticks overlap while pushes are in flight.
      setTimeout(() => {
        res.statusCode = statusOf(browser);
        res.end();
      }, 3);
    });
  });
  return {
    ...server,
    received,
    endpointOf: (browser: string) => `${server.origin}/push/${browser}`,
  };
}
