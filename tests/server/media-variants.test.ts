import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBED_IMAGE_SIZES } from "../../domain/media-variants";
import type { MediaSettings } from "../../domain/schemas/account";
import {
  DEFAULT_CONTRIBUTION_SETTINGS,
  ZContributionList,
} from "../../domain/schemas/contribution";
import { ZUploadedImage } from "../../domain/schemas/media";
import { ZPost } from "../../domain/schemas/post";
import { createMediaStorage } from "../../server/media/storage";
import { removeImage } from "../../server/media/store";
import { demoAdminKey, publicFeed } from "./helpers/api-keys";
import { bearer, createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";
import { multipartFile, png, storedUploads } from "./helpers/uploads";

let t: TestContext;
let admin: string;
let newsroomId: string;
const HOST = "newsroom.demo";

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  newsroomId = (await t.repos.accounts.findByKey("demo", "newsroom"))!.id;
});
afterAll(() => t.close());

const NO_MEDIA: MediaSettings = {
  imageSourceSets: [],
  imageContainerClassName: "",
  imageBasePath: "",
};

async function setMedia(settings: Partial<MediaSettings>) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/accounts/${HOST}/media-settings`,
    headers: bearer(admin),
    payload: { ...NO_MEDIA, ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const upload = (bytes: Buffer) => {
  const body = multipartFile(bytes);
  return t.app.inject({
    method: "POST",
    url: `/api/uploads/${HOST}`,
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
};

/** Uploads an image; its stored file name and its uuid (the variants' prefix). */
async function uploaded(bytes: Buffer) {
  const res = await upload(bytes);
  expect(res.statusCode, res.body).toBe(201);
  const { url } = ZUploadedImage.parse(res.json());
  const file = url.slice("/uploads/".length);
  return { url, file, uuid: file.replace(/\.png$/, "") };
}

/** The pixel size of what GET {url} serves. */
async function servedSize(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { width: meta.width, height: meta.height, type: res.headers["content-type"] };
}

async function publishImage(src: string) {
  const channelId = (await t.repos.channels.insert({ account_id: newsroomId, name: "Media" })).id;
  const image = { type: "image", attrs: { src, alt: "Red square" } };
  const res = await t.app.inject({
    method: "POST",
    url: `/api/posts/${HOST}/${channelId}`,
    headers: bearer(admin),
    payload: { title: "Photo", content: { type: "doc", content: [image] } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { channelId, post: ZPost.parse(res.json()) };
}

const embedHtml = async (channelId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/embed/${channelId}?lang=en` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe("responsive variants at upload", () => {
  it("stores one variant per source set the image does not fit, within its box", async () => {
    await setMedia({
      imageSourceSets: [
        { width: 600, height: 600 },
        { width: 1000, height: 200 },
        { width: 2000, height: 2000 },
      ],
    });
    const { file, uuid } = await uploaded(png(1200, 800));
    // 2000×2000 holds the original as it is: no variant, the original serves.
    expect((await t.repos.uploads.variantsOf(file)).sort()).toEqual(
      [`${uuid}_1000x200.png`, `${uuid}_600x600.png`].sort(),
    );
    expect(await servedSize(`/uploads/${uuid}_600x600.png`)).toEqual({
      width: 600,
      height: 400,
      type: "image/png",
    });
    expect(await servedSize(`/uploads/${uuid}_1000x200.png`)).toMatchObject({
      width: 300,
      height: 200,
    });
    const row = await t.repos.uploads.findByFile(`${uuid}_600x600.png`);
    expect(row).toMatchObject({ variant_of: file, width: 600, height: 400 });
  });

  it("removes the variants with the original, from the storage and the records", async () => {
    await setMedia({ imageSourceSets: [{ width: 100, height: 100 }] });
    const { file, uuid } = await uploaded(png(300, 300));
    const variant = `${uuid}_100x100.png`;
    const media = createMediaStorage(t.config, t.db.db, t.db.kind);
    expect(await media.get(variant)).not.toBeNull();
    await removeImage({ media, repos: t.repos }, file);
    expect(await media.get(variant)).toBeNull();
    expect(await t.repos.uploads.findByFile(variant)).toBeUndefined();
    // Nor is it made again: its original is gone.
    expect((await t.app.inject({ method: "GET", url: `/uploads/${variant}` })).statusCode).toBe(
      404,
    );
  });
});

describe("the embed applies the media settings as it serves", () => {
  it("gives each post image srcset, sizes, the container class and the base path", async () => {
    await setMedia({
      imageSourceSets: [{ width: 600, height: 600 }],
      imageContainerClassName: "np-image",
      imageBasePath: "https://cdn.example.com/media/",
    });
    const { url, file, uuid } = await uploaded(png(1200, 800));
    const { channelId, post } = await publishImage(url);
    const cdn = "https://cdn.example.com/media";
    const expected =
      `<figure class="post-image np-image"><img src="${cdn}/${file}"` +
      ` srcset="${cdn}/${uuid}_600x600.png 600w, ${cdn}/${file} 1200w"` +
      ` sizes="${EMBED_IMAGE_SIZES}" width="1200" height="800" alt="Red square"`;
    expect(await embedHtml(channelId)).toContain(expected);

    // Live readers get the same from the polling fallback (and the stream, which shares it).
    const changes = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${channelId}/changes?since=0`,
    });
    const event = changes
      .json<{ events: { type: string; data: { html?: string } }[] }>()
      .events.find((e) => e.type === "post.published");
    expect(event?.data.html).toContain(expected);

    // And so do the systems reading posts through the public API.
    const key = await demoAdminKey(t, newsroomId, `media-key-${uuid}`, "Media key");
    expect((await publicFeed(t, key.apiKey, channelId)).items[0]?.html).toContain(expected);

    // Nothing of it is stored with the post.
    const stored = await t.db.db
      .selectFrom("posts")
      .select("html")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(stored.html).toContain(`<figure class="post-image"><img src="${url}"`);
    expect(stored.html).not.toContain("srcset");
  });

  it("lets a published post pick up new source sets, making new variants on first request", async () => {
    await setMedia({ imageSourceSets: [{ width: 600, height: 600 }] });
    const { url, file, uuid } = await uploaded(png(1200, 800));
    const { channelId } = await publishImage(url);
    expect(await embedHtml(channelId)).toContain(`/uploads/${uuid}_600x600.png 600w`);

    const changes = `/api/live/public/${channelId}/changes?since=0`;
    const before = await t.app.inject({ method: "GET", url: changes });

    await setMedia({ imageSourceSets: [{ width: 400, height: 400 }] });
    // A poller holding the old answer gets the new one, not a 304.
    const after = await t.app.inject({
      method: "GET",
      url: changes,
      headers: { "if-none-match": String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${uuid}_400x400.png 400w`);
    const html = await embedHtml(channelId);
    expect(html).toContain(`srcset="/uploads/${uuid}_400x400.png 400w, /uploads/${file} 1200w"`);
    expect(html).not.toContain("600x600");
    const variant = `${uuid}_400x400.png`;
    expect(await t.repos.uploads.findByFile(variant)).toBeUndefined();

    expect(await servedSize(`/uploads/${variant}`)).toMatchObject({ width: 400, height: 267 });
    expect(await t.repos.uploads.findByFile(variant)).toMatchObject({
      variant_of: file,
      width: 400,
      height: 267,
    });
    const media = createMediaStorage(t.config, t.db.db, t.db.kind);
    expect(await media.get(variant)).not.toBeNull();

    // Only boxes among the current source sets are made on request.
    const other = await t.app.inject({ method: "GET", url: `/uploads/${uuid}_500x500.png` });
    expect(other.statusCode).toBe(404);
    expect(await t.repos.uploads.findByFile(`${uuid}_500x500.png`)).toBeUndefined();
  });

  it("leaves images alone when no media settings are set", async () => {
    await setMedia(NO_MEDIA);
    const { url } = await uploaded(png(40, 30));
    const { channelId } = await publishImage(url);
    const html = await embedHtml(channelId);
    expect(html).toContain(`<figure class="post-image"><img src="${url}" width="40" height="30"`);
    expect(html).not.toContain("srcset");
  });
});

describe("reader contribution images", () => {
  it("get the account's srcset in the embed, the public list and live events", async () => {
    await setMedia({ imageSourceSets: [{ width: 300, height: 300 }] });
    const channelId = (await t.repos.channels.insert({ account_id: newsroomId, name: "Readers" }))
      .id;
    const settings = await t.app.inject({
      method: "PUT",
      url: `/api/contribution-settings/${HOST}/${channelId}`,
      headers: bearer(admin),
      payload: { ...DEFAULT_CONTRIBUTION_SETTINGS, imageUpload: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const body = multipartFile(png(900, 600));
    const up = await t.app.inject({
      method: "POST",
      url: `/api/live/public/${channelId}/contributions/image`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const { url } = up.json<{ url: string }>();
    const uuid = url.slice("/uploads/".length).replace(/\.png$/, "");
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/live/public/${channelId}/contributions`,
      payload: { kind: "comment", name: "Kari", message: "From the square", imageUrl: url },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: string }>().id;
    const published = await t.app.inject({
      method: "POST",
      url: `/api/contributions/${HOST}/${channelId}/${id}/publish`,
      headers: bearer(admin),
    });
    expect(published.statusCode, published.body).toBe(200);

    const srcset = `/uploads/${uuid}_300x300.png 300w, ${url} 900w`;
    expect(await embedHtml(channelId)).toContain(
      `<img class="t-contribution-image" src="${url}" srcset="${srcset}" sizes="${EMBED_IMAGE_SIZES}"`,
    );
    const list = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${channelId}/contributions`,
    });
    expect(ZContributionList.parse(list.json())[0]?.imageSrcset).toBe(srcset);
    const changes = await t.app.inject({
      method: "GET",
      url: `/api/live/public/${channelId}/changes?since=0`,
    });
    const event = changes
      .json<{ events: { type: string; data: { imageSrcset?: string } | null }[] }>()
      .events.findLast((e) => e.type.startsWith("contribution.") && e.data);
    expect(event?.data?.imageSrcset).toBe(srcset);
    // The variant the srcset names is served.
    expect((await servedSize(`/uploads/${uuid}_300x300.png`)).width).toBe(300);
  });
});

describe("bad images", () => {
  it("answers 404, not 500, for a variant of an old upload that does not decode", async () => {
    await setMedia({ imageSourceSets: [{ width: 100, height: 100 }] });
    const file = "6a1f0c1e-9b8d-4c2e-8f00-5e0a2b7c9d11.png";
    await t.repos.uploads.insert({
      account_id: newsroomId,
      file_name: file,
      content_type: "image/png",
      bytes: 60,
      width: 200,
      height: 200,
      created_by: null,
    });
    const media = createMediaStorage(t.config, t.db.db, t.db.kind);
    await media.put(file, png(200, 200).subarray(0, 60), "image/png");
    const res = await t.app.inject({
      method: "GET",
      url: `/uploads/${file.replace(".png", "_100x100.png")}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it("refuses a damaged, an oversized or a non-image file with a 4xx and keeps nothing", async () => {
    await setMedia({ imageSourceSets: [{ width: 100, height: 100 }] });
    const before = await storedUploads(t);
    const whole = png(200, 200);
    expectError(await upload(whole.subarray(0, 60)), 400, "image-corrupt");
    const jpeg = await sharp(png(300, 200)).jpeg().toBuffer();
    expectError(
      await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.7))),
      400,
      "image-corrupt",
    );
    expectError(await upload(png(16_001, 1)), 413, "image-dimensions-too-large");
    expectError(await upload(Buffer.from("plain text")), 400, "image-type-unsupported");
    expect(await storedUploads(t)).toEqual(before);
  });
});
