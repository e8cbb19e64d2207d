/**
 * What the activity log records (issue: administration). Each action is translated as
 * `activity.actions.<action>` in locales/*.json; a test checks both files cover the list.
 */
export const ACTIVITY_ACTIONS = [
  // users and their rights
  "user.update",
  "user.delete",
  "user.cross-access.add",
  "user.cross-access.remove",
  "user.sign-in-as",
  "user.create",
  // invitations and registration pages
  "invitation.create",
  "invitation.delete",
  "invitation.accept",
  "registration-page.create",
  "registration-page.delete",
  "registration-page.request",
  // accounts and their settings
  "account.create",
  "account.rename",
  "settings.usage",
  "settings.media",
  "settings.advanced",
  "settings.content-access",
  "settings.sports-data",
  "features.update",
  "plugins.update",
  "settings.ai",
  // extensions and API keys
  "extension.create",
  "extension.update",
  "extension.delete",
  "api-key.create",
  "api-key.delete",
  // the whole key was copied (revealed) by an administrator
  "api-key.reveal",
  // a post published through the public API: the actor is the key (no user), the target its channel
  "api-key.publish",
  // webhook endpoints: made, changed (name, URL, events, on/off), removed, secret rotated
  "webhook.create",
  "webhook.update",
  "webhook.delete",
  "webhook.rotate-secret",
  // channels
  "channel.create",
  "channel.rename",
  "channel.archive",
  "channel.end-coverage",
  // AI mode: every use, by whom, which action, which assistant
  "ai.use",
  // any other write made while an administrator signed in as another user
  "represented.request",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TARGET_TYPES = [
  "user",
  "invitation",
  "registration-page",
  "account",
  "extension",
  "api-key",
  "webhook",
  "channel",
  "request",
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/**
 * What a write made while signed in as someone else did, by its route, so the log can say
 * "published a post" (`activity.represented.<what>`). A route not listed shows as its
 * method and path.
 */
export const REPRESENTED_WRITES = {
  "POST /api/posts/:host/:channelId": "post-publish",
  "PUT /api/posts/:host/:channelId/:postId": "post-edit",
  "DELETE /api/posts/:host/:channelId/:postId": "post-delete",
  "POST /api/posts/:host/:channelId/:postId/pin": "post-pin",
  "POST /api/posts/:host/:channelId/:postId/highlight": "post-highlight",
  "POST /api/posts/:host/:channelId/:postId/reorder": "post-reorder",
  "POST /api/drafts/:host/:channelId": "draft-save",
  "PUT /api/drafts/:host/:channelId/:draftId": "draft-save",
  "DELETE /api/drafts/:host/:channelId/:draftId": "draft-delete",
  "POST /api/drafts/:host/:channelId/:draftId/publish": "draft-publish",
  "POST /api/drafts/:host/:channelId/:draftId/schedule": "draft-schedule",
  "POST /api/drafts/:host/:channelId/:draftId/cancel-schedule": "draft-unschedule",
  "PUT /api/contribution-settings/:host/:channelId": "contribution-settings",
  "PUT /api/contributions/:host/:channelId/:id": "contribution-edit",
  "POST /api/contributions/:host/:channelId/:id/publish": "contribution-publish",
  "POST /api/contributions/:host/:channelId/:id/unpublish": "contribution-unpublish",
  "POST /api/contributions/:host/:channelId/:id/delete": "contribution-delete",
  "POST /api/contributions/:host/:channelId/:id/restore": "contribution-restore",
  "POST /api/contributions/:host/:channelId/:id/replies": "contribution-reply",
  "DELETE /api/contributions/:host/:channelId/:id/replies/:replyId": "contribution-reply-delete",
  "POST /api/tags/:host": "tag-create",
  "PUT /api/tags/:host/:tagId": "tag-update",
  "DELETE /api/tags/:host/:tagId": "tag-delete",
  "PUT /api/channels/:host/:id/top-text": "channel-top-text",
  "POST /api/countdowns/:host/:channelId": "countdown-create",
  "PUT /api/countdowns/:host/:channelId/:countdownId": "countdown-update",
  "DELETE /api/countdowns/:host/:channelId/:countdownId": "countdown-delete",
  "POST /api/uploads/:host": "upload",
  "POST /api/uploads/:host/by-url": "upload",
  "PUT /api/profile": "profile-update",
  "POST /api/profile/password": "password-change",
  "POST /api/profile/avatar": "avatar-update",
  "DELETE /api/profile/avatar": "avatar-remove",
} as const;

/**
 * Writes that change nothing an administrator would audit, so a represented session never
 * logs them: the typing heartbeat (presence) and the link-preview lookup.
 */
export const NON_CHANGES: ReadonlySet<string> = new Set([
  "POST /api/live/:host/:channelId/presence",
  "POST /api/link-card/:host",
]);

export type RepresentedWrite = (typeof REPRESENTED_WRITES)[keyof typeof REPRESENTED_WRITES];
export const REPRESENTED_WRITE_NAMES: readonly RepresentedWrite[] = [
  ...new Set(Object.values(REPRESENTED_WRITES)),
];

/** The write a route makes, or null for one the log names by method and path. */
export function representedWriteOf(method: string, route: string): RepresentedWrite | null {
  const writes: Record<string, RepresentedWrite> = REPRESENTED_WRITES;
  return writes[`${method} ${route}`] ?? null;
}

export function isRepresentedWrite(value: unknown): value is RepresentedWrite {
  return (REPRESENTED_WRITE_NAMES as readonly unknown[]).includes(value);
}

export const ACTIVITY_PAGE_SIZE = 25;
