import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, ZUploadedImage } from "../../domain/schemas/media";
import { imageInfo, sniffImageType } from "../../server/media/image-info";
import { demoApp, setDemoEditorAllow } from "./helpers/demo";
import { loopbackServer } from "./helpers/loopback-server";
import { bearer, createTestApp, expectError } from "./helpers/test-app";
import {
  multipartFile,
  overLimitUpload,
  png,
  storedUploads,
  type UploadBody,
} from "./helpers/uploads";

let hits: string[] = [];

const BIG = Buffer.alloc(IMAGE_MAX_BYTES + 1024, 1);
const PNG = png(3, 2);

const { t, admin, editor, guest } = await demoApp();
/** Same database, with ALLOW_PRIVATE_FETCH=1 so by-url can reach the local server. */
const local = await createTestApp({ ALLOW_PRIVATE_FETCH: "1" }, t.db);
afterAll(() => local.close());
const newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
const { origin } = await loopbackServer((req, res) => {
  hits.push(req.url ?? "");
  if (req.url === "/red.png") res.writeHead(200, { "content-type": "image/png" }).end(PNG);
  else if (req.url === "/big.png") res.writeHead(200, { "content-type": "image/png" }).end(BIG);
  else if (req.url === "/text") res.writeHead(200, { "content-type": "image/png" }).end("hello");
  else if (req.url === "/moved") res.writeHead(302, { location: "/red.png" }).end();
  else res.writeHead(404).end();
});

const H = "newsroom.demo";
const upload = (jwt: string, body: UploadBody = multipartFile(PNG), host = H, app = t.app) =>
  app.inject({
    method: "POST",
    url: `/api/uploads/${host}`,
    headers: { ...bearer(jwt), ...body.headers },
    payload: body.payload,
  });
const setEditorAllow = (allow: string[]) => setDemoEditorAllow(t, newsroomId, allow);
const setFeatures = (disabled: string[], optIn: string[] = []) =>
  t.db.db
    .updateTable("accounts")
    .set({ disabled_features: JSON.stringify(disabled), opt_in_features: JSON.stringify(optIn) })
    .where("id", "=", newsroomId)
    .execute();

describe("image sniffing", () => {
  it("reads type and size from the header bytes of each format", () => {
    expect(imageInfo(PNG)).toEqual({ type: "image/png", width: 3, height: 2 });
    const gif = Buffer.concat([
      Buffer.from("GIF89a", "latin1"),
      Buffer.from([10, 0, 7, 0, 0, 0, 0]),
    ]);
    expect(imageInfo(gif)).toEqual({ type: "image/gif", width: 10, height: 7 });
    // SOI, an APP0 segment, then SOF0 with height 480 and width 640.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0,
      0x02, 0x80, 0x03,
    ]);
    expect(imageInfo(jpeg)).toEqual({ type: "image/jpeg", width: 640, height: 480 });
    const webp = Buffer.alloc(30);
    webp.write("RIFF", 0, "latin1");
    webp.write("WEBPVP8X", 8, "latin1");
    webp.writeUIntLE(799, 24, 3);
    webp.writeUIntLE(599, 27, 3);
    expect(imageInfo(webp)).toEqual({ type: "image/webp", width: 800, height: 600 });
  });

  it("refuses everything else, whatever it claims to be", () => {
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    // A truncated header keeps the type but no size.
    expect(imageInfo(PNG.subarray(0, 10))).toEqual({
      type: "image/png",
      width: null,
      height: null,
    });
  });
});

describe("POST /uploads/{host}", () => {
  it("stores a real PNG and serves it with immutable, nosniff headers", async () => {
    const res = await upload(editor);
    expect(res.statusCode).toBe(201);
    const image = ZUploadedImage.parse(res.json());
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const file = await t.app.inject({ url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const row = await t.repos.uploads.findByFile(image.url.slice("/uploads/".length));
    expect(row).toMatchObject({
      account_id: newsroomId,
      content_type: "image/png",
      bytes: PNG.length,
      width: 3,
      height: 2,
    });
  });

  it("names the file by its bytes, not by what the client says", async () => {
    const res = await upload(
      admin,
      multipartFile(PNG, { filename: "photo.gif", type: "image/gif" }),
    );
    expect(ZUploadedImage.parse(res.json()).url).toMatch(/\.png$/);
  });

  it("refuses other types with image-type-unsupported", async () => {
    expectError(
      await upload(editor, multipartFile(Buffer.from("just text"), { filename: "a.png" })),
      400,
      "image-type-unsupported",
    );
    expectError(
      await upload(
        editor,
        multipartFile(Buffer.from("<svg onload='alert(1)'/>"), {
          filename: "a.svg",
          type: "image/svg+xml",
        }),
      ),
      400,
      "image-type-unsupported",
    );
  });

  it("accepts files well over the JSON body limit, up to IMAGE_MAX_BYTES", async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length)]);
    const res = await upload(editor, multipartFile(large));
    expect(res.statusCode).toBe(201);
    const row = await t.repos.uploads.findByFile(res.json<{ url: string }>().url.slice(9));
    expect(row?.bytes).toBe(IMAGE_MAX_BYTES);
  });

  it("refuses files over IMAGE_MAX_BYTES with image-too-large", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    expectError(await upload(editor, multipartFile(big)), 413, "image-too-large");
  });

  it("stores nothing of a file one byte over IMAGE_MAX_BYTES", async () => {
    const before = await storedUploads(t);
    const res = await upload(editor, overLimitUpload(IMAGE_MAX_BYTES));
    expectError(res, 413, "image-too-large");
    expect(await storedUploads(t)).toEqual(before);
  });

  it("needs a multipart body with a file field", async () => {
    expectError(await upload(editor, multipartFile(PNG, { field: "other" })), 400, "bad-request");
    const json = await t.app.inject({
      method: "POST",
      url: `/api/uploads/${H}`,
      headers: bearer(editor),
      payload: { file: "x" },
    });
    expectError(json, 415, "unsupported-media-type");
  });

  it("lets the guest upload (it publishes)", async () => {
    expect((await upload(guest)).statusCode).toBe(201);
  });

  it("forbids a user who can neither publish nor manage channels, and foreign accounts", async () => {
    await setEditorAllow(["manageTags"]);
    try {
      expectError(await upload(editor), 403, "forbidden");
    } finally {
      await setEditorAllow(["publish", "editAllDrafts", "manageTags"]);
    }
    expectError(await upload(editor, multipartFile(PNG), "sports.demo"), 403, "forbidden");
    const anonymous = multipartFile(PNG);
    expectError(
      await t.app.inject({ method: "POST", url: `/api/uploads/${H}`, ...anonymous }),
      401,
      "unauthorized",
    );
  });

  it("answers feature-disabled when the account disabled inlineImage", async () => {
    await setFeatures(["inlineImage"]);
    try {
      expectError(await upload(admin), 403, "feature-disabled");
    } finally {
      await setFeatures([]);
    }
  });
});

describe("GET /uploads/{file}", () => {
  it("refuses anything but a stored file name: no traversal", async () => {
    writeFileSync(join(t.config.dataDir, "secret.txt"), "secret");
    for (const url of [
      "/uploads/..%2Fjwt-secret",
      "/uploads/..%2Fsecret.txt",
      "/uploads/%2e%2e%2fsecret.txt",
      "/uploads/..%5Csecret.txt",
      "/uploads/secret.txt",
      "/uploads/00000000-0000-4000-8000-000000000000.png",
      "/uploads/00000000-0000-4000-8000-000000000000.svg",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("secret");
    }
    // A NUL never reaches the file system: every route refuses it before its handler.
    const nul = await t.app.inject({
      url: "/uploads/00000000-0000-4000-8000-000000000000.png%00.txt",
    });
    expectError(nul, 400, "invalid-characters");
    const dotted = await t.app.inject({ url: "/uploads/../secret.txt" });
    expect(dotted.statusCode).toBe(404);
    expect(dotted.body).not.toContain("secret");
  });
});

describe("POST /uploads/{host}/by-url", () => {
  const byUrl = (url: string, app = local.app, jwt = editor) =>
    app.inject({
      method: "POST",
      url: `/api/uploads/${H}/by-url`,
      headers: bearer(jwt),
      payload: { url },
    });

  it("is opt-in (inlineImageUrlUpload)", async () => {
    expectError(await byUrl(`${origin}/red.png`), 403, "feature-disabled");
  });

  describe("with the feature opted in", () => {
    beforeAll(() => setFeatures([], ["inlineImageUrlUpload"]));
    afterAll(() => setFeatures([]));

    it("copies a public image (here: the local server, ALLOW_PRIVATE_FETCH) and follows redirects", async () => {
      for (const path of ["/red.png", "/moved"]) {
        const res = await byUrl(`${origin}${path}`);
        expect(res.statusCode).toBe(201);
        const image = ZUploadedImage.parse(res.json());
        expect(image).toMatchObject({ width: 3, height: 2 });
        expect((await local.app.inject({ url: image.url })).rawPayload.equals(PNG)).toBe(true);
      }
    });

    it("applies the same checks as uploads", async () => {
      expectError(await byUrl(`${origin}/big.png`), 413, "image-too-large");
      expectError(await byUrl(`${origin}/text`), 400, "image-type-unsupported");
      expectError(await byUrl(`${origin}/missing.png`), 400, "invalid-url");
      expectError(await byUrl("ftp://example.com/a.png"), 400, "invalid-url");
      expectError(await byUrl("javascript:alert(1)"), 400, "invalid-url");
    });

    it("refuses private addresses without ALLOW_PRIVATE_FETCH, before any request", async () => {
      hits = [];
      expectError(await byUrl(`${origin}/red.png`, t.app), 400, "invalid-url");
      expectError(await byUrl("http://10.0.0.1/a.png", t.app), 400, "invalid-url");
      expectError(
        await byUrl("http://169.254.169.254/latest/meta-data", t.app),
        400,
        "invalid-url",
      );
      expectError(
        await byUrl(`http://[::1]:${new URL(origin).port}/red.png`, t.app),
        400,
        "invalid-url",
      );
      expect(hits).toEqual([]);
    });

    it("forbids a user without publish", async () => {
      await setEditorAllow(["manageTags"]);
      try {
        expectError(await byUrl(`${origin}/red.png`), 403, "forbidden");
      } finally {
        await setEditorAllow(["publish", "editAllDrafts", "manageTags"]);
      }
    });
  });
});
