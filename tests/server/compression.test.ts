import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES } from "../../server/compression";
import { publishPost } from "./helpers/demo";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { listenOnPort0, openSse, type SseClient } from "./live-sse";

let t: TestContext;
let base: string;
let admin: string;
const streams: SseClient[] = [];

const SCRIPT = `export const words = ${JSON.stringify("live update ".repeat(400))};\n`;
const INDEX = `<!doctype html><title>Ticker</title>${"<!-- shell -->".repeat(200)}`;

/** A build as scripts/precompress.ts leaves it: each text file with its .br and .gz copy. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "ticker-dist-"));
  writeWithCopies(join(dist, "index.html"), INDEX);
  mkdirSync(join(dist, "assets"));
  writeWithCopies(join(dist, "assets", "app-abc123.js"), SCRIPT);
  t = await createTestApp({ STATIC_DIR: dist });
  base = await listenOnPort0(t.app);
  admin = await signIn(t.app, "admin");
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === "br"
    ? brotliDecompressSync(body).toString()
    : encoding === "gzip"
      ? gunzipSync(body).toString()
      : body.toString();

async function firstChannel(): Promise<string> {
  const res = await t.app.inject({ url: "/api/channels/newsroom.demo", headers: bearer(admin) });
  return res.json<{ id: string }[]>()[0]!.id;
}

const publish = (channelId: string, title: string) => publishPost(t, admin, channelId, { title });

describe("static files are sent as their build-time compressed copies", () => {
  it("sends brotli when accepted, else gzip, else the file itself; the asset stays immutable", async () => {
    for (const [accept, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await t.app.inject({
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(res.headers["content-type"]).toContain("javascript");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(expected, res.rawPayload)).toBe(SCRIPT);
    }
  });

  it("sends the shell compressed and never cached, for a deep link as for /index.html", async () => {
    for (const url of ["/index.html", "/accounts/demo/newsroom/channels"]) {
      const res = await t.app.inject({
        url,
        headers: { accept: "text/html", "accept-encoding": "br, gzip" },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(decode("br", res.rawPayload)).toBe(INDEX);
    }
  });
});

describe("API replies are compressed above a small size", () => {
  it("compresses a large JSON reply and leaves a small one as it is", async () => {
    const channelId = await firstChannel();
    for (let i = 0; i < 4; i++) await publish(channelId, `Update ${i} from the count`);
    const big = await t.app.inject({
      url: `/api/posts/newsroom.demo/${channelId}`,
      headers: { ...bearer(admin), "accept-encoding": "br, gzip" },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    const json = decode("br", big.rawPayload);
    expect(json.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(big.rawPayload.length).toBeLessThan(json.length);
    expect(JSON.parse(json).items[0].title).toBe("Update 3 from the count");

    const small = await t.app.inject({
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });

  it("leaves live streams uncompressed, whatever the client accepts", async () => {
    const channelId = await firstChannel();
    const stream = await openSse(`${base}/api/live/newsroom.demo/${channelId}`, {
      ...bearer(admin),
      "accept-encoding": "br, gzip",
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toContain("text/event-stream");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    const title = "Compression-free frame";
    await publish(channelId, title);
    const frame = await stream.waitFor((m) => m.data.includes(title));
    expect(frame.data).toContain(title);
  });
});
