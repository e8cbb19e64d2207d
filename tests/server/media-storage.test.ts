import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZUploadedImage } from "../../domain/schemas/media";
import type { UploadStorageKind } from "../../server/config";
import { createMediaStorage } from "../../server/media/storage";
import { removeImage } from "../../server/media/store";
import { type S3StandIn, startS3StandIn } from "./helpers/s3-stand-in";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";
import { createTestDb, type TestDb } from "./helpers/test-db";
import { multipartFile, png } from "./helpers/uploads";

let db: TestDb;
let s3: S3StandIn;
const apps: TestContext[] = [];
const BUCKET = "ticker-media";

beforeAll(async () => {
  db = await createTestDb();
  s3 = await startS3StandIn();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await db.destroy();
  await s3.close();
});

async function appWith(kind: UploadStorageKind): Promise<TestContext> {
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: "stand-in",
    S3_SECRET_ACCESS_KEY: "stand-in-secret",
    S3_PREFIX: "uploads/",
  };
  const t = await createTestApp({ UPLOAD_STORAGE: kind, ...(kind === "s3" ? s3Env : {}) }, db);
  apps.push(t);
  return t;
}

/** Where each storage keeps a file's bytes, looked at from outside the storage. */
const holds: Record<UploadStorageKind, (t: TestContext, file: string) => Promise<boolean>> = {
  disk: async (t, file) => existsSync(join(t.config.uploadsDir, file)),
  database: async (t, file) =>
    (await t.db.db
      .selectFrom("upload_blobs")
      .select("file_name")
      .where("file_name", "=", file)
      .executeTakeFirst()) !== undefined,
  s3: async (_t, file) => s3.objects.has(`/${BUCKET}/uploads/${file}`),
};

describe.each(["disk", "database", "s3"] as const)("upload storage: %s", (kind) => {
  let t: TestContext;
  let jwt: string;
  const image = png(4, 3);

  beforeAll(async () => {
    t = await appWith(kind);
    jwt = await signIn(t.app, "admin");
  });

  it("stores an upload, serves it back byte for byte, and removes it with the upload", async () => {
    const body = multipartFile(image);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/uploads/newsroom.demo",
      headers: { ...bearer(jwt), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = ZUploadedImage.parse(res.json());
    const file = url.replace("/uploads/", "");
    expect(await holds[kind](t, file)).toBe(true);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-length"]).toBe(String(image.length));
    expect(served.rawPayload.equals(image)).toBe(true);

    const services = { media: createMediaStorage(t.config, t.db.db, t.db.kind), repos: t.repos };
    expect(services.media.kind).toBe(kind);
    await removeImage(services, file);
    expect(await holds[kind](t, file)).toBe(false);
    expect(await t.repos.uploads.findByFile(file)).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("answers 404 for a name nothing is stored under, and deleting it is no error", async () => {
    const missing = "00000000-0000-4000-8000-000000000000.png";
    expect((await t.app.inject({ method: "GET", url: `/uploads/${missing}` })).statusCode).toBe(
      404,
    );
    const media = createMediaStorage(t.config, t.db.db, t.db.kind);
    expect(await media.get(missing)).toBeNull();
    await expect(media.delete(missing)).resolves.toBeUndefined();
  });
});

describe("the default upload storage", () => {
  it("is the database on PostgreSQL and the disk on PGlite", async () => {
    const t = await createTestApp({}, db);
    apps.push(t);
    const media = createMediaStorage(t.config, t.db.db, t.db.kind);
    expect(media.kind).toBe(t.db.kind === "postgres" ? "database" : "disk");
  });
});
