import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/open";
import type { GripRelay } from "../live/grip-relay";
import type { LiveHub } from "../live/hub";
import type { ReaderCounts } from "../live/reader-counts";
import type { Services } from "../services";

/** What the API hands its route plugins (`routes/index.ts` builds it once per app). */
export interface RouteDeps {
  services: Services;
  db: Db;
  /** The app's one live hub: streams and the public API's live reads go through it. */
  hub: LiveHub;
  /** GRIP_URL set: the public reader streams are held by the GRIP proxy, fed by this. */
  grip: GripRelay | null;
  readerCounts: ReaderCounts;
}

/** A route plugin that uses the parts `K` of the API's dependencies (services and db unless said). */
export type RoutePlugin<K extends keyof RouteDeps = "services" | "db"> = FastifyPluginAsyncZod<
  Pick<RouteDeps, K>
>;
