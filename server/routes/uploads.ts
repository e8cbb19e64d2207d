import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { ZHostParams } from "../../domain/schemas/common";
import { IMAGE_MAX_BYTES, ZImageByUrlRequest, ZUploadedImage } from "../../domain/schemas/media";
import { allow, mayUseMedia } from "../auth/authorize";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError, sendError } from "../errors";
import { CONTENT_TYPE_BY_EXTENSION } from "../media/image-info";
import { SafeFetchError, safeFetch } from "../media/safe-fetch";
import type { StoredMedia } from "../media/storage";
import { storeImage, UPLOAD_FILE_NAME } from "../media/store";
import { readUploadedFile } from "../media/upload";
import { lazyVariant, VARIANT_FILE_NAME } from "../media/variants";
import { CROSS_ORIGIN_HELMET } from "../security-headers";
import type { Services } from "../services";
import type { RoutePlugin } from "./plugin";

/** POST /uploads/{host} (multipart, field "file") and POST /uploads/{host}/by-url. */
export const uploadRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  /** Members who may use media, with the account's feature for this way of uploading. */
  const uploaders = (flag: "inlineImage" | "inlineImageUrlUpload") => [
    authenticate(services),
    requireHostAccess(services),
    mayUseMedia,
    allow<"feature">("use", () => ({ kind: "feature", flag })),
  ];
  /** Stores an uploaded image (with its variants) as the asker's, in the `:host` account. */
  const store = (request: FastifyRequest, bytes: Buffer) => {
    const scope = scopeOf(request);
    const owner = { accountId: scope.host.record.accountId, userId: scope.user.id };
    return storeImage(services, owner, bytes, { variants: true });
  };

  app.post(
    "/uploads/:host",
    {
      schema: { params: ZHostParams, response: { 201: ZUploadedImage } },
      preHandler: uploaders("inlineImage"),
    },
    async (request, reply) =>
      reply.code(201).send(await store(request, await readUploadedFile(request))),
  );

  app.post(
    "/uploads/:host/by-url",
    {
      schema: { params: ZHostParams, body: ZImageByUrlRequest, response: { 201: ZUploadedImage } },
      preHandler: uploaders("inlineImageUrlUpload"),
    },
    async (request, reply) => {
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
      return reply.code(201).send(await store(request, bytes));
    },
  );
};

/**
 * GET /uploads/{file} on the root app (not under /api): public like the posts that show
 * the images, read from the media storage every server shares. Only stored file names pass,
 * so no path can leave the uploads directory. A variant of one of the account's current
 * source sets that is not stored yet is made on this first request.
 */
export const uploadFileRoutes: FastifyPluginAsync<{
  services: Pick<Services, "media" | "repos">;
}> = async (app, { services }) => {
  app.get<{ Params: { file: string } }>(
    "/uploads/:file",
    { helmet: CROSS_ORIGIN_HELMET },
    async (request, reply) => {
      const { file } = request.params;
      const extension = (UPLOAD_FILE_NAME.exec(file) ?? VARIANT_FILE_NAME.exec(file))?.at(-1);
      if (!extension) return sendError(reply, 404, "not-found");
      const stored = (await services.media.get(file)) ?? (await madeNow(services, file));
      if (!stored) return sendError(reply, 404, "not-found");
      return reply
        .type(CONTENT_TYPE_BY_EXTENSION[extension]!)
        .header("content-length", stored.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(stored.body);
    },
  );
};

async function madeNow(
  services: Pick<Services, "media" | "repos">,
  file: string,
): Promise<StoredMedia | null> {
  const bytes = await lazyVariant(services, file);
  return bytes ? { body: bytes, size: bytes.length } : null;
}
