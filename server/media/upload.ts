import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";

const fieldOf = (error: unknown, field: "code" | "statusCode"): unknown =>
  (error as Record<string, unknown> | null)?.[field];

/**
 * The bytes of a multipart upload's one file part (field "file"), whole or not at all.
 * @fastify/multipart cuts a file at its fileSize limit and marks it `truncated`; its toBuffer()
 * only throws when the excess arrives in the same chunk as the last byte kept, so a file whose
 * excess starts a new chunk came back cut to exactly the limit. The flag decides here.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(415, "unsupported-media-type");
  try {
    const part = await request.file();
    if (part?.fieldname !== "file") throw new ApiError(400, "bad-request");
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new ApiError(413, "image-too-large");
    return bytes;
  } catch (error) {
    if (fieldOf(error, "code") === "FST_REQ_FILE_TOO_LARGE") {
      throw new ApiError(413, "image-too-large");
    }
    // The plugin's own errors carry a status for the error handler; the multipart parser's
    // (no boundary, a body cut short, a malformed part header) are the client's bad body.
    if (error instanceof ApiError || fieldOf(error, "statusCode")) throw error;
    throw new ApiError(400, "bad-request");
  }
}
