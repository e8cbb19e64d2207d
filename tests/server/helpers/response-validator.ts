import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import type { OpenAPIV3_1 } from "openapi-types";

/**
 * Checks every answer an app gives against its own OpenAPI document, as a response-validating
 * proxy in front of it would: the status must be documented for the operation (exactly, or as
 * `4XX`), the content type must be one the response lists (none for a 204), and a JSON body
 * must match the schema. Streams are checked by status and content type only.
 */
export interface ResponseMismatch {
  request: string;
  status: number;
  problem: string;
}

type Doc = OpenAPIV3_1.Document;
type Responses = Record<string, OpenAPIV3_1.ResponseObject>;

const DOC_ID = "openapi";
/** Fastify's `/a/:b` as OpenAPI writes it: `/a/{b}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

function mediaTypeMatches(listed: string, actual: string): boolean {
  if (listed === actual) return true;
  const [type, subtype] = listed.split("/");
  return subtype === "*" && actual.startsWith(`${type}/`);
}

/**
 * Installs the check on `app` (before it is ready); the document is read when the first
 * answer goes out. Returns the list it fills.
 */
export function validateResponses(app: FastifyInstance): ResponseMismatch[] {
  const mismatches: ResponseMismatch[] = [];
  let doc: Doc | undefined;
  let ajv: Ajv2020 | undefined;
  const compiled = new Map<string, ValidateFunction>();

  function validatorAt(ref: string): ValidateFunction {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv!.compile({ $ref: `${DOC_ID}#/${ref}` });
      compiled.set(ref, validate);
    }
    return validate;
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const url = request.routeOptions.url;
    // Unrouted requests (the not-found handler) and HEAD twins are not operations.
    if (url === undefined || request.method === "HEAD") return payload;
    if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return payload;
    if (!doc) {
      doc = structuredClone(app.swagger()) as Doc;
      ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
      addFormats(ajv);
      ajv.addSchema({ ...doc, $id: DOC_ID });
    }
    const name = `${request.method} ${url}`;
    const status = reply.statusCode;
    const fail = (problem: string) => mismatches.push({ request: name, status, problem });
    const path = openApiPath(url);
    const method = request.method.toLowerCase();
    const operation = (doc.paths?.[path] as Record<string, OpenAPIV3_1.OperationObject>)?.[method];
    if (!operation) {
      fail("no operation in the document");
      return payload;
    }
    const responses = (operation.responses ?? {}) as Responses;
    const code = [String(status), `${String(status)[0]}XX`, "default"].find((c) => responses[c]);
    if (!code) {
      fail(`status not documented (documented: ${Object.keys(responses).join(", ")})`);
      return payload;
    }
    const response = responses[code]!;
    const contentType = String(reply.getHeader("content-type") ?? "")
      .split(";")[0]!
      .trim();
    const empty = payload === undefined || payload === null || payload === "";
    if (!response.content) {
      if (!empty) fail(`documented without content, but answered ${contentType || "a body"}`);
      return payload;
    }
    const listed = Object.keys(response.content).find((t) => mediaTypeMatches(t, contentType));
    if (!listed) {
      fail(`content type ${contentType || "(none)"} not in ${Object.keys(response.content)}`);
      return payload;
    }
    if (listed !== "application/json" || typeof payload !== "string") return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      fail("body is not JSON");
      return payload;
    }
    const validate = validatorAt(
      pointer("paths", path, method, "responses", code, "content", listed, "schema"),
    );
    if (!validate(body)) {
      const first = validate.errors?.[0];
      fail(
        `body: ${first?.instancePath || "/"} ${first?.message} ${JSON.stringify(first?.params)}`,
      );
    }
    return payload;
  });
  return mismatches;
}
