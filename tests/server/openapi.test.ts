import SwaggerParser from "@apidevtools/swagger-parser";
import type { RouteOptions } from "fastify";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_EVENT_TYPES } from "../../domain/schemas/live";
import { authenticationOf } from "../../server/openapi/route-docs";
import { createTestApp, type TestContext } from "./helpers/test-app";

/**
 * The API reference: one OpenAPI 3.1 document for every route, generated from the
 * routes' own zod schemas. Routes are collected as the app registers them, so a new route
 * missing from the document fails here unasked.
 */

type Doc = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

let t: TestContext;
const routes: RouteOptions[] = [];
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp(
    {},
    undefined,
    {},
    {
      onRoute: (route) => {
        routes.push(route as RouteOptions);
      },
    },
  );
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json<Doc>();
});
afterAll(() => t?.close());

/** Fastify's `/a/:b/*` as OpenAPI writes it: `/a/{b}/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*/g, "{*}");

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());

/** Routes the document leaves out on purpose: HEAD twins of GETs and hidden ones (static files, the reference's own assets). */
const documented = () => routes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide);

function operation(path: string, method: string): Operation | undefined {
  return (doc.paths?.[path] as Record<string, Operation> | undefined)?.[method];
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has every registered route, with its request and response schemas", () => {
    const list = documented();
    expect(list.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const route of list) {
      const schema = (route.schema ?? {}) as {
        params?: unknown;
        querystring?: unknown;
        body?: unknown;
        response?: Record<string, unknown>;
      };
      for (const method of methodsOf(route)) {
        if (method === "head") continue;
        const name = `${method.toUpperCase()} ${route.url}`;
        const op = operation(openApiPath(route.url), method);
        if (!op) {
          missing.push(name);
          continue;
        }
        const parameters = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
        if (schema.params) {
          expect(
            parameters.some((p) => p.in === "path"),
            `${name} path parameters`,
          ).toBe(true);
        }
        if (schema.querystring) {
          expect(
            parameters.some((p) => p.in === "query"),
            `${name} query parameters`,
          ).toBe(true);
        }
        if (schema.body) {
          const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
          expect(body?.content?.["application/json"]?.schema, `${name} body`).toBeTruthy();
        }
        for (const status of Object.keys(schema.response ?? {})) {
          expect(op.responses?.[status], `${name} response ${status}`).toBeTruthy();
        }
        // Every route documents its refusals with the errorKey body.
        const refusal = op.responses?.["4XX"] as OpenAPIV3_1.ResponseObject | undefined;
        expect(refusal?.content?.["application/json"]?.schema, `${name} error body`).toEqual({
          $ref: "#/components/schemas/ErrorResponse",
        });
      }
    }
    expect(missing).toEqual([]);
  });

  it("names every operation: a unique camelCase operationId, a summary and a success answer", () => {
    const ids = new Map<string, string>();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
        const name = `${method.toUpperCase()} ${path}`;
        const id = op.operationId;
        // New routes: declare `operationId` and `summary` in the route's schema.
        if (!id || !/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${name}: operationId ${id}`);
        else if (ids.has(id)) problems.push(`${name}: operationId ${id} also on ${ids.get(id)}`);
        else ids.set(id, name);
        if (!op.summary?.trim()) problems.push(`${name}: no summary`);
        const success = Object.keys(op.responses ?? {}).filter((s) => /^2/.test(s));
        if (success.length === 0) problems.push(`${name}: no 2xx answer`);
        const noContent = op.responses?.["204"] as OpenAPIV3_1.ResponseObject | undefined;
        if (noContent?.content) problems.push(`${name}: a 204 with content`);
      }
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(140);
    // Stable names generated clients call (renaming one breaks them).
    expect(operation("/api/public/v1/channels/{channelId}/posts", "get")?.operationId).toBe(
      "publicListPosts",
    );
    expect(operation("/api/posts/{host}/{channelId}/{postId}", "delete")?.operationId).toBe(
      "deletePost",
    );
  });

  it("types live events by their type: each type's data has one shape", () => {
    const event = doc.components?.schemas?.LiveEvent as OpenAPIV3_1.SchemaObject;
    const variants = (event.oneOf ?? event.anyOf ?? []) as OpenAPIV3_1.SchemaObject[];
    const typeOf = (v: OpenAPIV3_1.SchemaObject) =>
      ((v.properties?.type as OpenAPIV3_1.SchemaObject | undefined)?.enum ?? []) as string[];
    const published = variants.find((v) => typeOf(v).includes("post.published"));
    expect(published?.properties?.data).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["id", "html"]),
    });
    const deleted = variants.find((v) => typeOf(v).includes("post.deleted"));
    expect(deleted?.properties?.data).toEqual({ type: "null" });
    expect(variants.flatMap(typeOf).sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });

  it("describes the error body once, with its errorKey", () => {
    const schema = doc.components?.schemas?.ErrorResponse as OpenAPIV3_1.SchemaObject;
    expect(schema.required).toContain("errorKey");
    const errorKey = schema.properties?.errorKey as OpenAPIV3_1.SchemaObject;
    expect(errorKey.enum).toEqual(expect.arrayContaining(["api-key-invalid", "rate-limited"]));
  });

  it("documents authentication: bearer for the app, x-api-key for the public API", () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: "http", scheme: "bearer" },
      apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
    });
    expect(operation("/api/public/v1/channels", "get")?.security).toEqual([{ apiKey: [] }]);
    expect(operation("/api/posts/{host}/{channelId}", "post")?.security).toEqual([
      { bearerAuth: [] },
    ]);
    // Sign-in itself needs no token.
    expect(operation("/api/auth/{domain}/authenticate", "post")?.security).toEqual([]);
    const publish = operation("/api/public/v1/channels/{channelId}/posts", "post");
    expect(Object.keys(publish?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "404", "429"]),
    );
  });

  it("marks as bearer-only exactly the routes that refuse a request without a token", async () => {
    // A GET without a query gets past validation to the authentication hook when its params
    // are well formed; every one the document marks "bearer" must answer 401 without a token.
    const gets = documented().filter(
      (r) =>
        methodsOf(r).includes("get") &&
        authenticationOf(r) === "bearer" &&
        !(r.schema as { querystring?: unknown } | undefined)?.querystring,
    );
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      const url = route.url
        .replace(":host", "newsroom.demo")
        .replace(/:[A-Za-z]+/g, "5d1c8f8e-3b7a-4c1e-9d0a-2f6b8e4a7c31");
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, `GET ${route.url}`).toBe(401);
    }
  });
});

describe("the API reference page", () => {
  it("is served at /api/docs under the app's Content-Security-Policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger-initializer.js");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});
