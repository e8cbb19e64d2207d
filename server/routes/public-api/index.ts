import type { RoutePlugin } from "../plugin";
import { installPublicCors } from "./cors";
import { publicPublishRoutes } from "./publish";
import { publicReadRoutes } from "./reads";
import { publicRenderRoutes } from "./render";

/**
 * The public API, registered at /api/public/v1: an account's own systems call it
 * with one of the account's API keys in the x-api-key header. CORS is answered here for
 * every route (preflights need no key); the keyed routes check the key in their plugins.
 */
export const publicApiRoutes: RoutePlugin<"services" | "db" | "hub" | "grip"> = async (
  app,
  { services, db, hub, grip },
) => {
  app.decorateRequest("apiKey", null);
  installPublicCors(app);
  await app.register(publicReadRoutes, { services, hub, grip });
  await app.register(publicPublishRoutes, { services, db, hub });
  await app.register(publicRenderRoutes, { services, db, hub });
};
