import type { FastifyInstance, FastifyRequest } from "fastify";
import { NON_CHANGES, representedWriteOf } from "../../domain/activity";
import "../auth/admin";
import type { Repositories } from "../repositories";
import type { NewActivity } from "../repositories/activity";

declare module "fastify" {
  interface FastifyRequest {
    /** Set once the handler recorded its own activity entry, so the catch-all hook skips it. */
    activityRecorded: boolean;
  }
}

export type ActivityInput = Omit<NewActivity, "actor" | "representedBy">;

const who = (u: { id: string; display_name: string }) => ({
  id: u.id,
  displayName: u.display_name,
});

/**
 * Records an administrative change as made by the signed-in user and, during "sign in as",
 * the administrator representing them. Pass repositories bound to the change's transaction.
 */
export async function recordActivity(
  repos: Pick<Repositories, "activity">,
  request: FastifyRequest,
  entry: ActivityInput,
): Promise<void> {
  const user = request.currentUser;
  if (!user) return;
  await repos.activity.add({
    ...entry,
    actor: who(user),
    representedBy: request.actor ? who(request.actor) : null,
  });
  request.activityRecorded = true;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * While an administrator is signed in as someone else, every successful write that changes
 * something (not NON_CHANGES) lands in the activity log with both identities, also those
 * (publishing, moderation) no handler records.
 * Recorded in onSend, before the reply leaves, so a client that sees the response can already
 * read the entry (onResponse would race it).
 */
export function installRepresentedActivity(app: FastifyInstance, repos: Repositories): void {
  app.decorateRequest("activityRecorded", false);
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.actor || !request.currentUser || request.activityRecorded) return payload;
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    const route = request.routeOptions.url ?? request.url;
    if (NON_CHANGES.has(`${request.method} ${route}`)) return payload;
    const accountId =
      request.adminScope?.account.id ??
      request.hostAccess?.record.accountId ??
      request.currentUser.main_account_id;
    const write = representedWriteOf(request.method, route);
    try {
      await recordActivity(repos, request, {
        accountId,
        action: "represented.request",
        target: { type: "request", id: route, name: request.method },
        details: {
          method: request.method,
          path: request.url.split("?")[0],
          status: reply.statusCode,
          ...(write ? { write } : {}),
        },
      });
    } catch (err) {
      request.log.error({ err }, "recording represented activity failed");
    }
    return payload;
  });
}
