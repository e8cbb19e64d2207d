import type { FastifySchema, RouteOptions } from "fastify";
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { ZContentNode } from "../../domain/content/schema";
import { ZErrorResponse } from "../../domain/schemas/common";
import { ZLiveEvent } from "../../domain/schemas/live";
import { PUBLIC_API_BASE } from "../../domain/schemas/public-api";
import { BEARER_HOOKS } from "../auth/plugin";
import { OPERATIONS, type OperationDoc } from "./operations";

export const BEARER_SCHEME = "bearerAuth";
export const API_KEY_SCHEME = "apiKey";
const PUBLIC_PREFIX = `/api${PUBLIC_API_BASE}/`;
export const PUBLIC_API_TAG = "Public API (x-api-key)";

/** The error body every refusal carries: one component, referred to by every route. */
export const ERROR_RESPONSE_REF = "#/components/schemas/ErrorResponse";
const errorBody = (description: string) => ({ $ref: ERROR_RESPONSE_REF, description });

/**
 * Schemas named in the document's components: recursive ones must be (a post's content nodes
 * hold content nodes), or their self-references would point nowhere.
 */
const components = z.registry<{ id?: string }>();
components.add(ZContentNode, { id: "ContentNode" });
components.add(ZErrorResponse, { id: "ErrorResponse" });
// One named type for generated clients: an event whose data follows from its type.
components.add(ZLiveEvent, { id: "LiveEvent" });

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: components });
/** Adds the named schemas to the document's components. */
export const documentComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

type Hooks = RouteOptions["preHandler"];
const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((h: Hooks | unknown) =>
    Array.isArray(h) ? h : h ? [h] : [],
  );

/** Who may call a route: an app user (bearer token), an API key, or anyone. */
export function authenticationOf(route: RouteOptions): "bearer" | "api-key" | "none" {
  if (route.url.startsWith(PUBLIC_PREFIX) && route.method !== "OPTIONS") return "api-key";
  return hooksOf(route).some((h) => typeof h === "function" && BEARER_HOOKS.has(h))
    ? "bearer"
    : "none";
}

/** "/api/posts/..." is tagged "posts"; the public API is one tag. */
function tagOf(url: string): string {
  if (url.startsWith(PUBLIC_PREFIX)) return PUBLIC_API_TAG;
  const [first, second] = url.split("/").filter(Boolean);
  return first === "api" ? (second ?? "api") : (first ?? "root");
}

/**
 * The refusals a route may answer, each with the errorKey body: bad input where it takes any,
 * authentication and access where it needs them, rate limits on the public API.
 */
function errorResponses(schema: FastifySchema, auth: ReturnType<typeof authenticationOf>) {
  const errors: Record<string, unknown> = {};
  if (schema.params || schema.querystring || schema.body) {
    errors["400"] = errorBody("Invalid input (validation-failed, bad-request or a named errorKey)");
  }
  if (auth === "bearer") {
    errors["401"] = errorBody(
      "No valid bearer token (unauthorized, token-invalid, session-ended…)",
    );
    errors["403"] = errorBody("The user may not do this here (forbidden)");
  }
  if (auth === "api-key") {
    errors["401"] = errorBody(
      "No x-api-key header (api-key-missing) or an unknown or deleted key (api-key-invalid)",
    );
    errors["403"] = errorBody(
      "The channel belongs to another account (api-key-foreign-channel) or a feature is off",
    );
    errors["429"] = errorBody("Too many requests with this key (rate-limited); see Retry-After");
  }
  if (schema.params) errors["404"] = errorBody("Not found (not-found)");
  errors["4XX"] = errorBody("Any other refusal, with its errorKey");
  return errors;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** "GET /api/channels/:host": how OPERATIONS names a route. */
export const operationKey = (route: Pick<RouteOptions, "method" | "url">): string => {
  const methods = [route.method].flat().filter((m) => m !== "HEAD");
  return `${methods[0] ?? "GET"} ${route.url}`;
};

/** The success answer a route's schema cannot state (no content, or not JSON). */
function successResponse(success: OperationDoc["success"]): Record<string, unknown> {
  if (success === undefined) return {};
  if (success === 204) return { 204: { type: "null", description: "No content" } };
  return {
    [success.status]: {
      description: success.description,
      content: { [success.type]: { schema: { type: "string" } } },
    },
  };
}

/**
 * jsonSchemaTransform (zod schemas to JSON Schema) plus what the route files do not say:
 * authentication, the error bodies and a tag. Routes without a schema still get them.
 */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const withSchema = { ...input, schema: input.schema ?? {} };
  const out = jsonSchemaTransform(withSchema);
  const schema = out.schema as FastifySchema & {
    hide?: boolean;
    operationId?: string;
    summary?: string;
    response?: Record<string, unknown>;
    security?: unknown;
    tags?: string[];
  };
  if (schema.hide) return out;
  const auth = authenticationOf(input.route);
  const named = OPERATIONS[operationKey(input.route)];
  return {
    url: out.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? named?.operationId,
      summary: schema.summary ?? named?.summary,
      tags: schema.tags ?? [tagOf(input.url)],
      security:
        auth === "bearer"
          ? [{ [BEARER_SCHEME]: [] }]
          : auth === "api-key"
            ? [{ [API_KEY_SCHEME]: [] }]
            : [],
      response: {
        ...errorResponses(input.schema ?? {}, auth),
        ...successResponse(named?.success),
        ...schema.response,
      },
    },
  };
}
