import { ZChannelParams } from "../../domain/schemas/channel";
import {
  AUDIENCE_MINUTE_STEP_MAX_HOURS,
  AUDIENCE_RANGE_HOURS,
  type Audience,
  ZAudience,
  ZAudienceQuery,
} from "../../domain/schemas/statistics";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import type { Step } from "../repositories/audience";
import type { RoutePlugin } from "./plugin";

const STEP_MS: Record<Step, number> = { minute: 60_000, hour: 3_600_000 };

/** The starts of `count` buckets of `stepMs`, oldest first, the last one holding `now`. */
export function buckets(now: number, stepMs: number, count: number): number[] {
  const last = Math.floor(now / stepMs) * stepMs;
  return Array.from({ length: count }, (_, i) => last - (count - 1 - i) * stepMs);
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One channel's night for the account's administrators: concurrent readers a minute (or the
 * peak of each hour on long windows) from the samples, with this moment's count as the last
 * point, and posts and reader contributions per hour on the same axis.
 */
export const audienceRoutes: RoutePlugin<"services" | "readerCounts"> = async (
  app,
  { services, readerCounts },
) => {
  const { audience, channels } = services.repos;

  app.get(
    "/accounts/:host/statistics/channels/:id/audience",
    {
      schema: {
        params: ZChannelParams,
        querystring: ZAudienceQuery,
        response: { 200: ZAudience },
      },
      preHandler: [authenticate(services), requireAccountAdmin(services)],
    },
    async (request): Promise<Audience> => {
      const { account } = scopeOf(request).admin;
      const channel = await channels.find(account.id, request.params.id);
      if (!channel) throw new ApiError(404, "not-found");
      const { range } = request.query;
      const hours = AUDIENCE_RANGE_HOURS[range];
      const step: Step = hours <= AUDIENCE_MINUTE_STEP_MAX_HOURS ? "minute" : "hour";
      const now = Date.now();
      const points = buckets(now, STEP_MS[step], (hours * 3_600_000) / STEP_MS[step]);
      const hourStarts = buckets(now, STEP_MS.hour, hours);
      const from = new Date(points[0]!);
      const [sampled, peak, writing, live] = await Promise.all([
        audience.readers(channel.id, from, step),
        audience.peak(channel.id, from),
        audience.hours(channel.id, new Date(hourStarts[0]!)),
        readerCounts.of([channel.id]),
      ]);
      const readersNow = live.get(channel.id) ?? 0;
      const readers = points.map((at) => ({ at: iso(at), readers: sampled.get(at) ?? 0 }));
      const last = readers.at(-1)!;
      last.readers = Math.max(last.readers, readersNow);
      const top =
        peak && peak.readers >= readersNow
          ? { readers: peak.readers, at: iso(peak.at) }
          : readersNow > 0
            ? { readers: readersNow, at: iso(Math.floor(now / STEP_MS.minute) * STEP_MS.minute) }
            : null;
      return {
        channelId: channel.id,
        range,
        step,
        from: from.toISOString(),
        to: iso(now),
        readers,
        peak: top,
        hours: hourStarts.map((at) => ({
          at: iso(at),
          posts: writing.posts.get(at) ?? 0,
          contributions: writing.contributions.get(at) ?? 0,
        })),
      };
    },
  );
};
