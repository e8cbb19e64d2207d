import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import {
  API_DOCS_PATH,
  API_KEY_HEADER,
  OPENAPI_PATH,
  PUBLIC_API_BASE,
} from "../../domain/schemas/public-api";
import type { Config } from "../config";
import {
  API_KEY_SCHEME,
  BEARER_SCHEME,
  documentComponents,
  documentRoute,
  PUBLIC_API_TAG,
} from "./route-docs";

const DESCRIPTION = `The whole HTTP API of Ticker.

**The public API** (\`/api${PUBLIC_API_BASE}/…\`) is for an account's own systems: send one of the
account's API keys (Administration → API keys) in the \`${API_KEY_HEADER}\` header. A key reads and
publishes in its own account's channels only, is limited per minute (see the \`x-ratelimit-*\` and
\`Retry-After\` headers) and may be used from browsers (CORS). A deleted key stops working at once.

**The app's routes** take the bearer token the sign-in routes return: \`Authorization: Bearer <jwt>\`.

**Errors** answer with a 4xx status and a JSON body \`{"errorKey": "…"}\`; the errorKey names the
problem (for example \`api-key-invalid\`, \`rate-limited\`, \`validation-failed\`) and is stable.`;

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' zod schemas as they
 * register (so this must be installed before them), at /api/openapi.json, and an interactive
 * reference at /api/docs. Its scripts and styles are files served from here, so the app's
 * Content-Security-Policy holds for it as for every page.
 */
export async function installOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Ticker API", version: "1", description: DESCRIPTION },
      // Without PUBLIC_URL the origin is not known here: the reference then calls its own.
      servers: [{ url: config.publicUrlSet ? config.publicUrl : "/" }],
      // Listed first in the reference: what a newsroom's developer comes for.
      tags: [
        { name: PUBLIC_API_TAG, description: "For an account's own systems, with an API key." },
      ],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          [API_KEY_SCHEME]: { type: "apiKey", in: "header", name: API_KEY_HEADER },
        },
      },
    },
    transform: documentRoute,
    transformObject: documentComponents,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { deepLinking: true, validatorUrl: null, tryItOutEnabled: false },
    theme: { title: "Ticker API" },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
