import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller replies gain less than compressing them costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses replies on the fly (API JSON, the embed page) when the client accepts it and the
 * body is over COMPRESS_MIN_BYTES. Registered before the static files, which send their
 * build-time .br/.gz copies instead (server/static.ts). Live streams hijack the reply and
 * write to the socket themselves, so they never pass through here and stay uncompressed.
 * Request bodies are not inflated: no client sends them compressed.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ["br", "gzip"],
  });
}
