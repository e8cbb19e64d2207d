import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ErrorKey, isErrorKey } from "../domain/errors";
import type { ErrorResponse } from "../domain/schemas/common";

/** Thrown by handlers and hooks for every expected failure; the error handler renders it. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorKey: ErrorKey,
    message?: string,
  ) {
    super(message ?? errorKey);
    this.name = "ApiError";
  }
}

export const sendError = (
  reply: FastifyReply,
  status: number,
  errorKey: ErrorKey,
  extra: Omit<ErrorResponse, "errorKey"> = {},
) =>
  reply
    .code(status)
    .type("application/json")
    .send({ errorKey, ...extra });

const FASTIFY_CODES: Record<string, [number, ErrorKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "malformed-json"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "malformed-json"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupported-media-type"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payload-too-large"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "bad-request"],
  FST_ERR_BAD_URL: [400, "invalid-characters"],
  FST_ERR_MAX_PARAM_LENGTH: [414, "bad-request"],
};

const STATUS_KEYS: Record<number, ErrorKey> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not-found",
  413: "payload-too-large",
  415: "unsupported-media-type",
  429: "rate-limited",
};

/** Zod issue paths become dotted field names; messages that are error keys name the error. */
function validationBody(issues: { instancePath: string; message?: string }[]): ErrorResponse {
  const fields: Record<string, string> = {};
  let errorKey: ErrorKey = "validation-failed";
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    const message = issue.message ?? "invalid";
    fields[field] ??= message;
    if (errorKey === "validation-failed" && isErrorKey(message)) errorKey = message;
  }
  return { errorKey, fields };
}

/** Renders every error as `{errorKey, message?, fields?}`; input never yields a 500. */
export function replyWithError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) {
    return sendError(reply, error.statusCode, error.errorKey);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body = validationBody(error.validation);
    return reply.code(400).send(body);
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return sendError(reply, known[0], known[1]);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, STATUS_KEYS[status] ?? "bad-request");
  }
  request.log.error({ err: error }, "request failed");
  return sendError(reply, 500, "internal-error");
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);
}
