import { sql } from "kysely";
import { z } from "zod";
import type { RoutePlugin } from "./plugin";

export const ZHealth = z.object({ status: z.literal("ok") });

/** Liveness plus a database round trip, so a load balancer drops a server that lost its DB. */
export const healthRoutes: RoutePlugin<"db"> = async (app, { db }) => {
  app.get("/health", { schema: { response: { 200: ZHealth } } }, async () => {
    await sql`select 1`.execute(db);
    return { status: "ok" as const };
  });
};
