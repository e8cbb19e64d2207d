/**
 * The route table's authorisation rules, for the route-by-role test: for each
 * route, which callers the server lets through. Every other caller must get 401 or 403.
 * A route without an entry here fails the test, so a new route must say who may call it.
 *
 * The callers, from the seeded demo data (server/db/seed.ts) plus one bare user:
 * - none: no token;
 * - bare: a User of the newsroom whose allow list grants no right;
 * - guest: the Guest of "Match day" (publish only);
 * - editor: a User with publish, editAllDrafts and manageTags;
 * - admin: the newsroom's administrator (top level).
 * Channel routes are called in "Match day"; post and draft routes on the admin's own post
 * and draft there, so "own or editAllPosts" style rules refuse the others.
 */

/** Who calls, least privileged first. */
export const CALLERS = ["none", "bare", "guest", "editor", "admin"] as const;
export type Caller = (typeof CALLERS)[number];
type Rule = readonly Caller[];

const ANYONE: Rule = CALLERS;
const SIGNED_IN: Rule = ["bare", "guest", "editor", "admin"];
/** Admins manage users, invites, accounts, extensions, features, API keys and settings. */
const ADMINS: Rule = ["admin"];
/** Nobody while a feature is off by default (inlineImageUrlUpload is opt-in). */
const NOBODY: Rule = [];
/** view.channels: never guests. */
const CHANNEL_LIST_VIEWERS: Rule = ["bare", "editor", "admin"];
/** accessChannel: the guest holds only its channel; the stream is opened on another one. */
const OTHER_CHANNEL_OPENERS: Rule = ["bare", "editor", "admin"];
/** publish in the channel (the guest's own channel). */
const PUBLISHERS: Rule = ["guest", "editor", "admin"];
/** manageChannels on the channel list (never guests). */
const CHANNEL_MANAGERS: Rule = ["admin"];
/** manage.tags: manageTags and the tags feature. */
const TAG_MANAGERS: Rule = ["editor", "admin"];
/** Another's draft: editAllDrafts (publishing it also needs publish, which both hold). */
const OTHERS_DRAFTS_EDITORS: Rule = ["editor", "admin"];
/** Another's post: publish and editAllPosts. */
const OTHERS_POSTS_EDITORS: Rule = ["admin"];
/** Another's post: deleteAllPosts. */
const OTHERS_POSTS_DELETERS: Rule = ["admin"];
/** use.userContribution (Users always; this guest holds no UC right), then UCEditDelete. */
const CONTRIBUTION_USERS: Rule = ["bare", "editor", "admin"];

/** Opened by an API key (x-api-key), never by a user's token; preflights need nothing. */
const API_KEY_HOLDERS: Rule = NOBODY;

export const ROUTE_RULES: Record<string, Rule> = {
  // The API reference is public: it documents, it reads nothing of any account.
  "GET /api/docs": ANYONE,
  "GET /api/docs/static/index.html": ANYONE,
  "GET /api/docs/static/swagger-initializer.js": ANYONE,
  "GET /api/docs/json": ANYONE,
  "GET /api/docs/yaml": ANYONE,
  "GET /api/docs/static/*": ANYONE,
  "GET /api/openapi.json": ANYONE,
  "OPTIONS /api/public/v1/channels": ANYONE,
  "OPTIONS /api/public/v1/channels/:channelId/posts": ANYONE,
  "OPTIONS /api/public/v1/channels/:channelId/changes": ANYONE,
  "OPTIONS /api/public/v1/channels/:channelId/stream": ANYONE,
  "OPTIONS /api/public/v1/channels/:channelId/render": ANYONE,
  "OPTIONS /api/public/v1/channels/:channelId/render.html": ANYONE,
  "GET /api/public/v1/channels/:channelId/render": API_KEY_HOLDERS,
  "GET /api/public/v1/channels/:channelId/render.html": API_KEY_HOLDERS,
  "GET /api/public/v1/channels": API_KEY_HOLDERS,
  "GET /api/public/v1/channels/:channelId/posts": API_KEY_HOLDERS,
  "GET /api/public/v1/channels/:channelId/changes": API_KEY_HOLDERS,
  "GET /api/public/v1/channels/:channelId/stream": API_KEY_HOLDERS,
  "POST /api/public/v1/channels/:channelId/posts": API_KEY_HOLDERS,
  // Readers' pages load the account's reader-side extensions; the frame page holds no data.
  "GET /embed-ext/:host/:file": ANYONE,
  "GET /api/extension-frame": ANYONE,
  // Every member's editor runs the account's extensions and may ask the assistant.
  "GET /api/extension-runtime/:host": SIGNED_IN,
  "GET /api/ai/:host": SIGNED_IN,
  // The right to write posts in the channel of the body (Match day: the guest's own).
  "POST /api/ai/:host/:action": PUBLISHERS,
  "PUT /api/extensions/:host/:id/enabled": ADMINS,
  "PUT /api/accounts/:host/ai-settings": ADMINS,
  // Marking a key event is editing the post (the admin's own post here).
  "POST /api/posts/:host/:channelId/:postId/key-event": OTHERS_POSTS_EDITORS,
  "GET /api/health": ANYONE,
  "GET /api/auth/get-domain-addresses": ANYONE,
  "POST /api/auth/:domain/authenticate": ANYONE,
  "POST /api/auth/update": ANYONE,
  "POST /api/auth/logout": SIGNED_IN,
  "POST /api/password-reset/:domain": ANYONE,
  "POST /api/password-reset/:domain/:code": ANYONE,
  "GET /api/profile/overview": SIGNED_IN,
  "PUT /api/profile": SIGNED_IN,
  "POST /api/profile/password": SIGNED_IN,
  "POST /api/profile/avatar": SIGNED_IN,
  "DELETE /api/profile/avatar": SIGNED_IN,
  "POST /api/users/:host/:id/sign-in-as": ADMINS,
  "POST /api/email-confirmation/:domain/:code": SIGNED_IN,
  "POST /api/auth/bind-google": SIGNED_IN,
  "POST /api/auth/unbind-google": SIGNED_IN,
  "POST /api/auth/:domain/authenticate-by-google": ANYONE,
  "POST /api/auth/bind-msal": SIGNED_IN,
  "POST /api/auth/unbind-msal": SIGNED_IN,
  "POST /api/auth/:domain/authenticate-by-msal": ANYONE,
  "GET /api/channels/:host": CHANNEL_LIST_VIEWERS,
  "GET /api/channels/last-used/:host": CHANNEL_LIST_VIEWERS,
  "POST /api/channels/:host": CHANNEL_MANAGERS,
  "GET /api/channels/:host/:id": SIGNED_IN,
  "POST /api/channels/:host/:id/archive": CHANNEL_MANAGERS,
  "POST /api/channels/:host/:id/end-coverage": CHANNEL_MANAGERS,
  "POST /api/channels/:host/:id/rename": CHANNEL_MANAGERS,
  "GET /api/channels/:host/:id/overview": SIGNED_IN,
  "GET /api/tags/:host": SIGNED_IN,
  "POST /api/tags/:host": TAG_MANAGERS,
  "PUT /api/tags/:host/:tagId": TAG_MANAGERS,
  "DELETE /api/tags/:host/:tagId": TAG_MANAGERS,
  "GET /api/channels/:host/:id/top-text": SIGNED_IN,
  "PUT /api/channels/:host/:id/top-text": PUBLISHERS,
  "GET /api/countdowns/:host/:channelId": SIGNED_IN,
  "POST /api/countdowns/:host/:channelId": PUBLISHERS,
  "PUT /api/countdowns/:host/:channelId/:countdownId": PUBLISHERS,
  "DELETE /api/countdowns/:host/:channelId/:countdownId": PUBLISHERS,
  "GET /api/post-icons/:host": SIGNED_IN,
  "POST /api/uploads/:host": PUBLISHERS,
  "POST /api/uploads/:host/by-url": NOBODY,
  "POST /api/link-card/:host": PUBLISHERS,
  "GET /api/posts/:host/:channelId": SIGNED_IN,
  "POST /api/posts/:host/:channelId": PUBLISHERS,
  "PUT /api/posts/:host/:channelId/:postId": OTHERS_POSTS_EDITORS,
  "DELETE /api/posts/:host/:channelId/:postId": OTHERS_POSTS_DELETERS,
  "POST /api/posts/:host/:channelId/:postId/pin": OTHERS_POSTS_EDITORS,
  "POST /api/posts/:host/:channelId/:postId/highlight": OTHERS_POSTS_EDITORS,
  "POST /api/posts/:host/:channelId/:postId/reorder": OTHERS_POSTS_EDITORS,
  "GET /api/drafts/:host/:channelId": SIGNED_IN,
  "POST /api/drafts/:host/:channelId": SIGNED_IN,
  "PUT /api/drafts/:host/:channelId/:draftId": OTHERS_DRAFTS_EDITORS,
  "DELETE /api/drafts/:host/:channelId/:draftId": OTHERS_DRAFTS_EDITORS,
  "POST /api/drafts/:host/:channelId/:draftId/publish": OTHERS_DRAFTS_EDITORS,
  "POST /api/drafts/:host/:channelId/:draftId/schedule": OTHERS_DRAFTS_EDITORS,
  "POST /api/drafts/:host/:channelId/:draftId/cancel-schedule": OTHERS_DRAFTS_EDITORS,
  "GET /api/live/:host/:channelId": OTHER_CHANNEL_OPENERS,
  "POST /api/live/:host/:channelId/presence": SIGNED_IN,
  "GET /api/live/public/:channelId": ANYONE,
  // The GRIP proxy's recovery of a key stream: it checks the proxy's signature, no user (and
  // answers 404 in an app without GRIP_URL).
  "GET /api/live/public/:channelId/key/:apiKeyId": ANYONE,
  "GET /api/live/public/:channelId/changes": ANYONE,
  "OPTIONS /api/live/public/:channelId/contributions": ANYONE,
  "OPTIONS /api/live/public/:channelId/posts/:postId/polls/:pollId/votes": ANYONE,
  "GET /api/accounts/:host/activity": ADMINS,
  "GET /api/accounts/:host/activity/people": ADMINS,
  "GET /api/accounts/:host/statistics": ADMINS,
  "GET /api/accounts/:host/statistics/channels/:id/audience": ADMINS,
  "GET /api/live/public/:channelId/contributions/settings": ANYONE,
  "GET /api/live/public/:channelId/contributions": ANYONE,
  "POST /api/live/public/:channelId/contributions": ANYONE,
  "POST /api/live/public/:channelId/contributions/image": ANYONE,
  "GET /api/live/public/:channelId/posts/:postId/polls/:pollId": ANYONE,
  "POST /api/live/public/:channelId/posts/:postId/polls/:pollId/votes": ANYONE,
  "GET /api/contribution-settings/:host/:channelId": CONTRIBUTION_USERS,
  "PUT /api/contribution-settings/:host/:channelId": CHANNEL_MANAGERS,
  "GET /api/contributions/:host/:channelId": CONTRIBUTION_USERS,
  "POST /api/contributions/:host/:channelId/:id/publish": CONTRIBUTION_USERS,
  "POST /api/contributions/:host/:channelId/:id/unpublish": CONTRIBUTION_USERS,
  "POST /api/contributions/:host/:channelId/:id/delete": CONTRIBUTION_USERS,
  "POST /api/contributions/:host/:channelId/:id/restore": CONTRIBUTION_USERS,
  "PUT /api/contributions/:host/:channelId/:id": CONTRIBUTION_USERS,
  "POST /api/contributions/:host/:channelId/:id/replies": CONTRIBUTION_USERS,
  "DELETE /api/contributions/:host/:channelId/:id/replies/:replyId": CONTRIBUTION_USERS,
  "GET /api/extensions/:host": ADMINS,
  "GET /api/extensions/:host/:id": ADMINS,
  "POST /api/extensions/:host": ADMINS,
  "PUT /api/extensions/:host/:id": ADMINS,
  "DELETE /api/extensions/:host/:id": ADMINS,
  "GET /api/accounts/:host/api-keys": ADMINS,
  "POST /api/accounts/:host/api-keys": ADMINS,
  "DELETE /api/accounts/:host/api-keys/:id": ADMINS,
  "POST /api/accounts/:host/api-keys/:id/reveal": ADMINS,
  "GET /api/accounts/:host/webhooks": ADMINS,
  "POST /api/accounts/:host/webhooks": ADMINS,
  "PATCH /api/accounts/:host/webhooks/:id": ADMINS,
  "DELETE /api/accounts/:host/webhooks/:id": ADMINS,
  "POST /api/accounts/:host/webhooks/:id/rotate-secret": ADMINS,
  "GET /api/accounts/:host/webhooks/:id/deliveries": ADMINS,
  "POST /api/accounts/:host/webhooks/:id/deliveries/:deliveryId/resend": ADMINS,
  "GET /api/accounts/:host/features": ADMINS,
  "PUT /api/accounts/:host/features": ADMINS,
  "POST /api/accounts/:host/disabled-features": ADMINS,
  "POST /api/accounts/:host/opt-in-features": ADMINS,
  "GET /api/accounts/:host/plugins": ADMINS,
  "PUT /api/accounts/:host/plugins": ADMINS,
  "GET /api/accounts/:host/sub-accounts": ADMINS,
  "GET /api/accounts/:host/channels": ADMINS,
  "GET /api/accounts/:domain/:key": ADMINS,
  "POST /api/accounts/:host/sub-accounts": ADMINS,
  "PATCH /api/accounts/:host/displayname": ADMINS,
  "PUT /api/accounts/:host/usage-settings": ADMINS,
  "PUT /api/accounts/:host/media-settings": ADMINS,
  "PUT /api/accounts/:host/advanced-settings": ADMINS,
  "PUT /api/accounts/:host/content-access": ADMINS,
  "PUT /api/accounts/:host/sports-data": ADMINS,
  "GET /api/invitations/:host": ADMINS,
  "GET /api/invitations/:host/accounts": ADMINS,
  "POST /api/invitations/:host": ADMINS,
  "DELETE /api/invitations/:host/:id": ADMINS,
  "GET /api/invitations/public/:domain/:code": ANYONE,
  "POST /api/invitations/:domain/:code/accept": SIGNED_IN,
  "GET /api/registration-pages/:host": ADMINS,
  "POST /api/registration-pages/:host": ADMINS,
  "DELETE /api/registration-pages/:host/:id": ADMINS,
  "POST /api/registration-pages/public/:domain/:code/request": ANYONE,
  "POST /api/users/:host/create-from-invitation": ANYONE,
  "POST /api/users/:host/create-from-invitation-google": ANYONE,
  "POST /api/users/:host/create-from-invitation-msal": ANYONE,
  "GET /api/users/:host": ADMINS,
  "GET /api/users/:host/search": ADMINS,
  "GET /api/users/:host/:id": ADMINS,
  "PATCH /api/users/:host/:id/new": ADMINS,
  "GET /api/users/:host/:id/accessible-accounts-and-rights": ADMINS,
  "POST /api/users/:host/:id/cross-publishing/:accountKey": ADMINS,
  "DELETE /api/users/:host/:id/cross-publishing/:accountKey": ADMINS,
  "DELETE /api/users/:host/:id": ADMINS,
  "GET /uploads/:file": ANYONE,
  "GET /embed/:channelId": ANYONE,
  "GET /embed/:channelId/render": ANYONE,
  "GET /embed/css/:skin": ANYONE,
  "GET /embed/live.js": ANYONE,
  "GET /embed.js": ANYONE,
  "GET /oembed": ANYONE,
  "GET /live/:channelId": ANYONE,
  "GET /live/:channelId/manifest.webmanifest": ANYONE,
  "GET /live/push.js": ANYONE,
  "GET /live/sw.js": ANYONE,
  // A reader's browser follows a channel: the endpoint it sends is its only credential.
  "POST /api/live/public/:channelId/push/subscriptions": ANYONE,
  "POST /api/live/public/:channelId/push/unsubscribe": ANYONE,
  "POST /api/live/public/:channelId/push/status": ANYONE,
  "POST /api/live/public/push/renew": ANYONE,
};
