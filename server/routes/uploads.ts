import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZHostParams } from "../../domain/schemas/common";
import { IMAGE_MAX_BYTES, ZImageByUrlRequest, ZUploadedImage } from "../../domain/schemas/media";
import { allow } from "../auth/authorize";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError, sendError } from "../errors";
import { CONTENT_TYPE_BY_EXTENSION } from "../media/image-info";
import { SafeFetchError, safeFetch } from "../media/safe-fetch";
import type { MediaStorage } from "../media/storage";
import { storeImage, UPLOAD_FILE_NAME } from "../media/store";
import { readUploadedFile } from "../media/upload";
import { CROSS_ORIGIN_HELMET } from "../security-headers";
import type { Services } from "../services";

/** Images and link cards: anyone who writes posts in the account (domain/abilities "media"). */
export const mayUseMedia = allow<"media">("upload", () => ({ kind: "media" }));

/** POST /uploads/{host} (multipart, field "file") and POST /uploads/{host}/by-url. */
export const uploadRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const feature = (flag: "inlineImage" | "inlineImageUrlUpload") =>
    allow<"feature">("use", () => ({ kind: "feature", flag }));

  app.post(
    "/uploads/:host",
    {
      schema: { params: ZHostParams, response: { 201: ZUploadedImage } },
      preHandler: [
        authenticate(services),
        requireHostAccess(services),
        mayUseMedia,
        feature("inlineImage"),
      ],
    },
    async (request, reply) => {
      const { record } = scopeOf(request).host;
      const bytes = await readUploadedFile(request);
      const image = await storeImage(
        services,
        { accountId: record.accountId, userId: scopeOf(request).user.id },
        bytes,
      );
      return reply.code(201).send(image);
    },
  );

  app.post(
    "/uploads/:host/by-url",
    {
      schema: { params: ZHostParams, body: ZImageByUrlRequest, response: { 201: ZUploadedImage } },
      preHandler: [
        authenticate(services),
        requireHostAccess(services),
        mayUseMedia,
        feature("inlineImageUrlUpload"),
      ],
    },
    async (request, reply) => {
      const { record } = scopeOf(request).host;
      let bytes: Buffer;
      try {
        const fetched = await safeFetch(request.body.url, {
          allowPrivate: services.config.allowPrivateFetch,
          maxBytes: IMAGE_MAX_BYTES,
          overflow: "error",
          accept: "image/*",
        });
        bytes = fetched.body;
      } catch (error) {
        if (!(error instanceof SafeFetchError)) throw error;
        if (error.reason === "too-large") throw new ApiError(413, "image-too-large");
        throw new ApiError(400, "invalid-url");
      }
      const image = await storeImage(
        services,
        { accountId: record.accountId, userId: scopeOf(request).user.id },
        bytes,
      );
      return reply.code(201).send(image);
    },
  );
};

/**
 * GET /uploads/{file} on the root app (not under /api): public like the posts that show
 * the images, read from the media storage every server shares. Only stored file names pass,
 * so no path can leave the uploads directory.
 */
export const uploadFileRoutes: FastifyPluginAsync<{ media: MediaStorage }> = async (
  app,
  { media },
) => {
  app.get<{ Params: { file: string } }>(
    "/uploads/:file",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      const { file } = request.params;
      const match = UPLOAD_FILE_NAME.exec(file);
      if (!match) return sendError(reply, 404, "not-found");
      const stored = await media.get(file);
      if (!stored) return sendError(reply, 404, "not-found");
      return reply
        .type(CONTENT_TYPE_BY_EXTENSION[match[1]!]!)
        .header("content-length", stored.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(stored.body);
    },
  );
};
