import { ZHostParams } from "../../domain/schemas/common";
import {
  type PostsPerDay,
  STATISTICS_DAYS,
  type Statistics,
  ZStatistics,
} from "../../domain/schemas/statistics";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import type { RoutePlugin } from "./plugin";

const DAY_MS = 86_400_000;

/** The last `days` UTC days, oldest first and ending with today's, each with its count or 0. */
export function fillDays(counts: Map<string, number>, days: number, now: Date): PostsPerDay[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, posts: counts.get(date) ?? 0 };
  });
}

/** Midnight UTC at the start of the series. */
const seriesStart = (now: Date, days: number): Date =>
  new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS,
  );

/**
 * An account's figures for its administrators. The live reader counts are this process's
 * own plus what the other servers on the database last reported (see live/reader-counts.ts).
 */
export const statisticsRoutes: RoutePlugin<"services" | "readerCounts"> = async (
  app,
  { services, readerCounts },
) => {
  const { statistics } = services.repos;

  app.get(
    "/accounts/:host/statistics",
    {
      schema: { params: ZHostParams, response: { 200: ZStatistics } },
      preHandler: [authenticate(services), requireAccountAdmin(services)],
    },
    async (request): Promise<Statistics> => {
      const { account } = scopeOf(request).admin;
      const now = new Date();
      const [channels, perDayCounts, byRole] = await Promise.all([
        statistics.channels(account.id),
        statistics.postsPerDay(account.id, seriesStart(now, STATISTICS_DAYS)),
        statistics.usersByRole(account.id),
      ]);
      const perDay = fillDays(perDayCounts, STATISTICS_DAYS, now);
      const active = channels.filter((c) => !c.archived);
      const readers = await readerCounts.of(active.map((c) => c.id));
      const live = active
        .map((c) => ({
          channelId: c.id,
          name: c.name,
          readers: readers.get(c.id) ?? 0,
          posts: c.posts,
        }))
        .sort((a, b) => b.readers - a.readers || a.name.localeCompare(b.name));
      const archived = channels.filter((c) => c.archived).length;
      return {
        generatedUtc: now.toISOString(),
        channels: { total: channels.length, active: channels.length - archived, archived },
        posts: {
          total: channels.reduce((sum, c) => sum + c.posts, 0),
          lastDays: perDay.reduce((sum, d) => sum + d.posts, 0),
          perDay,
        },
        users: {
          total: byRole.admin + byRole.user + byRole.guest,
          byRole,
        },
        live: {
          readers: live.reduce((sum, c) => sum + c.readers, 0),
          scope: "all-servers",
          channels: live,
        },
      };
    },
  );
};
