import type { FastifyInstance } from "fastify";
import { JSON_MAX_DEPTH } from "../domain/constants";
import { ApiError } from "./errors";

/**
 * NUL, which PostgreSQL text and jsonb cannot hold, and lone UTF-16 surrogates, which no UTF-8
 * column can (with the u flag, paired surrogates are one code point and never match \p{Cs}).
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Whether any string or key in a parsed value has a character no column can store. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || hasUnstorableText(v));
  }
  return false;
}

/** How deeply a JSON text nests arrays and objects, counted before parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Input checks for every route at once, before any schema or handler sees the request:
 * JSON bodies are refused when too deep or holding unstorable characters, path and query
 * values when holding unstorable characters. A body-less request labelled JSON has no body.
 */
export function installInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text === "") return done(null, undefined);
    if (jsonDepth(text) > JSON_MAX_DEPTH) return done(new ApiError(400, "json-too-deep"));
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      if (hasUnstorableText(value)) return done(new ApiError(400, "invalid-characters"));
      done(null, value);
    });
  });
  app.addHook("preValidation", async (request) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query)) {
      throw new ApiError(400, "invalid-characters");
    }
  });
}
