/**
 * The operationId and summary of every route registered before they were declared in route
 * schemas, keyed by "METHOD url" as Fastify registers it. A route's own `operationId` and
 * `summary` win; new routes declare theirs in their schema. Ids are camelCase, unique and
 * stable: generated clients name their methods after them, so renaming one is a breaking
 * change.
 *
 * `success` documents an answer the route's schema cannot: 204 (no content), or a body
 * that is not JSON (pages, scripts, images, streams).
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  success?: 204 | { status: 200; type: string; description: string };
}

const html = { status: 200, type: "text/html", description: "An HTML page" } as const;
const script = { status: 200, type: "text/javascript", description: "A script" } as const;
const stream = {
  status: 200,
  type: "text/event-stream",
  description:
    "Server-sent events: `id: <event id>`, `event: <type>` and `data: <LiveEvent as JSON>` frames; it stays open",
} as const;

const op = (operationId: string, summary: string, success?: OperationDoc["success"]) =>
  success ? { operationId, summary, success } : { operationId, summary };

export const OPERATIONS: Record<string, OperationDoc> = {
  // Readers (the live page)
  "OPTIONS /api/live/public/:channelId/contributions": op(
    "preflightReaderContributions",
    "CORS preflight of a reader contribution",
  ),
  "GET /api/live/public/:channelId/contributions": op(
    "listReaderContributions",
    "List a channel's published reader contributions",
  ),
  "POST /api/live/public/:channelId/contributions": op(
    "submitReaderContribution",
    "Send a reader contribution",
  ),
  "OPTIONS /api/live/public/:channelId/posts/:postId/polls/:pollId/votes": op(
    "preflightPollVote",
    "CORS preflight of a poll vote",
  ),
  "POST /api/live/public/:channelId/posts/:postId/polls/:pollId/votes": op(
    "votePoll",
    "Vote in a post's poll",
  ),
  "GET /api/live/public/:channelId/posts/:postId/polls/:pollId": op(
    "getPollResults",
    "Read a poll's results",
  ),
  "GET /api/live/public/:channelId/contributions/settings": op(
    "getReaderContributionSettings",
    "Read whether and how readers may contribute",
  ),
  "POST /api/live/public/:channelId/contributions/image": op(
    "uploadReaderContributionImage",
    "Upload a reader contribution's image",
  ),
  "GET /api/live/public/:channelId": op(
    "followPublicStream",
    "Follow a channel's public live stream",
    stream,
  ),
  "GET /api/live/public/:channelId/changes": op(
    "listPublicChanges",
    "Read a channel's public changes since an event id",
  ),

  // Health and sign-in
  "GET /api/health": op("getHealth", "Check that the server and its database answer"),
  "GET /api/auth/get-domain-addresses": op("listDomainAddresses", "List the sign-in domains"),
  "POST /api/auth/:domain/authenticate": op("authenticate", "Sign in with email and password"),
  "POST /api/auth/update": op("refreshToken", "Exchange a token for a fresh one"),
  "POST /api/auth/logout": op("logout", "End the session", 204),
  "POST /api/password-reset/:domain": op("startPasswordReset", "Mail a password reset code"),
  "POST /api/password-reset/:domain/:code": op(
    "finishPasswordReset",
    "Set a new password with a reset code",
  ),
  "POST /api/email-confirmation/:domain/:code": op("confirmEmail", "Confirm an email address"),
  "POST /api/auth/bind-google": op("bindGoogle", "Link a Google identity to the signed-in user"),
  "POST /api/auth/unbind-google": op("unbindGoogle", "Unlink the user's Google identity"),
  "POST /api/auth/:domain/authenticate-by-google": op(
    "authenticateByGoogle",
    "Sign in with Google",
  ),
  "POST /api/auth/bind-msal": op(
    "bindMicrosoft",
    "Link a Microsoft identity to the signed-in user",
  ),
  "POST /api/auth/unbind-msal": op("unbindMicrosoft", "Unlink the user's Microsoft identity"),
  "POST /api/auth/:domain/authenticate-by-msal": op(
    "authenticateByMicrosoft",
    "Sign in with Microsoft",
  ),

  // Profile
  "GET /api/profile/overview": op(
    "getProfileOverview",
    "Read the signed-in user and their accounts",
  ),
  "PUT /api/profile": op("updateProfile", "Change one's own display name and email"),
  "POST /api/profile/password": op("changePassword", "Change one's own password"),
  "POST /api/profile/avatar": op("uploadAvatar", "Upload one's own avatar"),
  "DELETE /api/profile/avatar": op("deleteAvatar", "Remove one's own avatar"),
  "POST /api/users/:host/:id/sign-in-as": op("signInAs", "Sign in as another user"),

  // Channels
  "GET /api/channels/:host": op("listChannels", "List the account's channels"),
  "POST /api/channels/:host": op("createChannel", "Create a channel"),
  "GET /api/channels/last-used/:host": op(
    "listChannelsLastUsed",
    "List the account's channels, most recently used first",
  ),
  "GET /api/channels/:host/:id": op("getChannel", "Read a channel"),
  "POST /api/channels/:host/:id/archive": op("archiveChannel", "Archive a channel"),
  "POST /api/channels/:host/:id/end-coverage": op(
    "endChannelCoverage",
    "End a live blog's coverage",
  ),
  "POST /api/channels/:host/:id/rename": op("renameChannel", "Rename a channel"),
  "GET /api/channels/:host/:id/overview": op("getChannelOverview", "Read a channel's counts"),
  "GET /api/channels/:host/:id/top-text": op("getTopText", "Read a channel's top text"),
  "PUT /api/channels/:host/:id/top-text": op("updateTopText", "Change a channel's top text"),
  "GET /api/countdowns/:host/:channelId": op("listCountdowns", "List a channel's countdowns"),
  "POST /api/countdowns/:host/:channelId": op("createCountdown", "Create a countdown"),
  "PUT /api/countdowns/:host/:channelId/:countdownId": op("updateCountdown", "Change a countdown"),
  "DELETE /api/countdowns/:host/:channelId/:countdownId": op(
    "deleteCountdown",
    "Delete a countdown",
    204,
  ),

  // Tags, icons, uploads, link cards
  "GET /api/tags/:host": op("listTags", "List the account's tags"),
  "POST /api/tags/:host": op("createTag", "Create a tag"),
  "PUT /api/tags/:host/:tagId": op("updateTag", "Rename a tag"),
  "DELETE /api/tags/:host/:tagId": op("deleteTag", "Delete a tag", 204),
  "GET /api/post-icons/:host": op("listPostIcons", "List the account's post icons"),
  "POST /api/uploads/:host": op("uploadImage", "Upload an image"),
  "POST /api/uploads/:host/by-url": op("uploadImageByUrl", "Store an image from a URL"),
  "POST /api/link-card/:host": op("getLinkCard", "Read a link's preview card"),

  // Posts and drafts
  "GET /api/posts/:host/:channelId": op("listChannelPosts", "Read a channel's posts"),
  "POST /api/posts/:host/:channelId": op("publishPost", "Publish a post"),
  "PUT /api/posts/:host/:channelId/:postId": op("updatePost", "Update a published post"),
  "DELETE /api/posts/:host/:channelId/:postId": op("deletePost", "Delete a post", 204),
  "POST /api/posts/:host/:channelId/:postId/pin": op("pinPost", "Pin or unpin a post"),
  "POST /api/posts/:host/:channelId/:postId/highlight": op(
    "highlightPost",
    "Highlight a post or stop highlighting it",
  ),
  "POST /api/posts/:host/:channelId/:postId/reorder": op("reorderPost", "Move a post in the feed"),
  "POST /api/posts/:host/:channelId/:postId/key-event": op(
    "setPostKeyEvent",
    "Mark a post as a key event or unmark it",
  ),
  "GET /api/drafts/:host/:channelId": op("listDrafts", "List a channel's drafts"),
  "POST /api/drafts/:host/:channelId": op("createDraft", "Save a new draft"),
  "PUT /api/drafts/:host/:channelId/:draftId": op("updateDraft", "Save a draft"),
  "DELETE /api/drafts/:host/:channelId/:draftId": op("deleteDraft", "Delete a draft", 204),
  "POST /api/drafts/:host/:channelId/:draftId/publish": op("publishDraft", "Publish a draft"),
  "POST /api/drafts/:host/:channelId/:draftId/schedule": op("scheduleDraft", "Schedule a draft"),
  "POST /api/drafts/:host/:channelId/:draftId/cancel-schedule": op(
    "cancelDraftSchedule",
    "Cancel a draft's schedule",
  ),

  // Writing help
  "GET /api/ai/:host": op("getAiStatus", "Read which writing help the account offers"),
  "POST /api/ai/:host/:action": op("runAiAction", "Ask the writing help for suggestions", {
    status: 200,
    type: "application/x-ndjson",
    description: "One JSON event per line (AiStreamEvent), ending with a result or an error",
  }),

  // Live (editors)
  "GET /api/live/:host/:channelId": op(
    "followChannelStream",
    "Follow a channel's live stream",
    stream,
  ),
  "POST /api/live/:host/:channelId/presence": op(
    "setPresence",
    "Tell the channel's editors one is typing",
    204,
  ),

  // Activity and statistics
  "GET /api/accounts/:host/activity": op("listActivity", "Read the account's activity log"),
  "GET /api/accounts/:host/activity/people": op(
    "listActivityPeople",
    "List the people in the activity log",
  ),
  "GET /api/accounts/:host/statistics": op("getStatistics", "Read the account's statistics"),
  "GET /api/accounts/:host/statistics/channels/:id/audience": op(
    "getChannelAudience",
    "Read a channel's readers a minute and its posts and contributions an hour",
  ),

  // Reader contributions (moderation)
  "GET /api/contribution-settings/:host/:channelId": op(
    "getContributionSettings",
    "Read a channel's contribution settings",
  ),
  "PUT /api/contribution-settings/:host/:channelId": op(
    "updateContributionSettings",
    "Change a channel's contribution settings",
  ),
  "GET /api/contributions/:host/:channelId": op(
    "listContributions",
    "List a channel's contributions",
  ),
  "POST /api/contributions/:host/:channelId/:id/publish": op(
    "publishContribution",
    "Publish a contribution",
  ),
  "POST /api/contributions/:host/:channelId/:id/unpublish": op(
    "unpublishContribution",
    "Unpublish a contribution",
  ),
  "POST /api/contributions/:host/:channelId/:id/delete": op(
    "deleteContribution",
    "Move a contribution to the deleted ones",
  ),
  "POST /api/contributions/:host/:channelId/:id/restore": op(
    "restoreContribution",
    "Restore a deleted contribution",
  ),
  "PUT /api/contributions/:host/:channelId/:id": op("updateContribution", "Edit a contribution"),
  "POST /api/contributions/:host/:channelId/:id/replies": op(
    "replyToContribution",
    "Reply to a contribution",
  ),
  "DELETE /api/contributions/:host/:channelId/:id/replies/:replyId": op(
    "deleteContributionReply",
    "Delete a reply to a contribution",
  ),

  // Extensions
  "GET /api/extensions/:host": op("listExtensions", "List the account's extensions"),
  "POST /api/extensions/:host": op("createExtension", "Install an extension"),
  "GET /api/extensions/:host/:id": op("getExtension", "Read an extension"),
  "PUT /api/extensions/:host/:id": op("updateExtension", "Change an extension"),
  "DELETE /api/extensions/:host/:id": op("deleteExtension", "Remove an extension", 204),
  "GET /api/extension-runtime/:host": op(
    "getExtensionRuntime",
    "Read the extensions the editor runs",
  ),
  "PUT /api/extensions/:host/:id/enabled": op("setExtensionEnabled", "Turn an extension on or off"),
  "GET /api/extension-frame": op("getExtensionFrame", "The sandboxed page extensions run in", html),

  // Accounts
  "GET /api/accounts/:host/api-keys": op("listApiKeys", "List the account's API keys"),
  "POST /api/accounts/:host/api-keys": op("createApiKey", "Create an API key"),
  "POST /api/accounts/:host/api-keys/:id/reveal": op("revealApiKey", "Read an API key whole"),
  "DELETE /api/accounts/:host/api-keys/:id": op("deleteApiKey", "Delete an API key", 204),
  "GET /api/accounts/:host/features": op("getFeatures", "Read the account's feature flags"),
  "PUT /api/accounts/:host/features": op(
    "setFeatures",
    "Switch the account's feature flags on or off (flags not named keep their state)",
  ),
  "POST /api/accounts/:host/disabled-features": op(
    "setDisabledFeatures",
    "Set the account's disabled features",
  ),
  "POST /api/accounts/:host/opt-in-features": op(
    "setOptInFeatures",
    "Set the account's opt-in features",
  ),
  "GET /api/accounts/:host/plugins": op("getPlugins", "Read the account's plugins"),
  "PUT /api/accounts/:host/plugins": op("updatePlugins", "Change the account's plugins"),
  "GET /api/accounts/:host/sub-accounts": op("listSubAccounts", "List the organisation's accounts"),
  "POST /api/accounts/:host/sub-accounts": op("createSubAccount", "Create an account"),
  "GET /api/accounts/:host/channels": op(
    "listAccountChannels",
    "List an account's channels for its administrators",
  ),
  "GET /api/accounts/:domain/:key": op("getAccount", "Read an account and its settings"),
  "PATCH /api/accounts/:host/displayname": op("renameAccount", "Change an account's display name"),
  "PUT /api/accounts/:host/usage-settings": op("updateUsageSettings", "Change the usage settings"),
  "PUT /api/accounts/:host/media-settings": op("updateMediaSettings", "Change the media settings"),
  "PUT /api/accounts/:host/advanced-settings": op(
    "updateAdvancedSettings",
    "Change the advanced settings",
  ),
  "PUT /api/accounts/:host/content-access": op(
    "updateContentAccess",
    "Change which accounts may read this one's content",
  ),
  "PUT /api/accounts/:host/ai-settings": op("updateAiSettings", "Change the writing help settings"),
  "PUT /api/accounts/:host/sports-data": op("updateSportsData", "Change the sports data settings"),

  // Invitations and registration
  "GET /api/invitations/:host": op("listInvitations", "List the account's open invitations"),
  "POST /api/invitations/:host": op("createInvitation", "Invite someone by email"),
  "GET /api/invitations/:host/accounts": op(
    "listInvitationAccounts",
    "List the accounts one may invite to",
  ),
  "DELETE /api/invitations/:host/:id": op("deleteInvitation", "Withdraw an invitation", 204),
  "GET /api/invitations/public/:domain/:code": op(
    "getInvitation",
    "Read an invitation by its code",
  ),
  "POST /api/invitations/:domain/:code/accept": op(
    "acceptInvitation",
    "Accept an invitation as a signed-in user",
  ),
  "GET /api/registration-pages/:host": op("listRegistrationPages", "List the registration pages"),
  "POST /api/registration-pages/:host": op("createRegistrationPage", "Create a registration page"),
  "DELETE /api/registration-pages/:host/:id": op(
    "deleteRegistrationPage",
    "Delete a registration page",
    204,
  ),
  "POST /api/registration-pages/public/:domain/:code/request": op(
    "requestRegistration",
    "Ask for an account through a registration page",
  ),

  // Users
  "POST /api/users/:host/create-from-invitation": op(
    "createUserFromInvitation",
    "Create one's user from an invitation",
  ),
  "POST /api/users/:host/create-from-invitation-google": op(
    "createUserFromInvitationGoogle",
    "Create one's user from an invitation with Google (answers sso-unavailable here)",
  ),
  "POST /api/users/:host/create-from-invitation-msal": op(
    "createUserFromInvitationMicrosoft",
    "Create one's user from an invitation with Microsoft (answers sso-unavailable here)",
  ),
  "GET /api/users/:host": op("listUsers", "List the account's users"),
  "GET /api/users/:host/search": op("searchUsers", "Search the account's users"),
  "GET /api/users/:host/:id": op("getUser", "Read a user"),
  "DELETE /api/users/:host/:id": op("deleteUser", "Delete a user", 204),
  "PATCH /api/users/:host/:id/new": op("updateUserRights", "Change a user's role, rights and name"),
  "GET /api/users/:host/:id/accessible-accounts-and-rights": op(
    "getUserAccessibleAccounts",
    "Read the accounts a user may reach and their rights there",
  ),
  "POST /api/users/:host/:id/cross-publishing/:accountKey": op(
    "grantCrossPublishing",
    "Let a user publish in another account",
    204,
  ),
  "DELETE /api/users/:host/:id/cross-publishing/:accountKey": op(
    "revokeCrossPublishing",
    "Stop a user publishing in another account",
    204,
  ),

  // Public API
  "OPTIONS /api/public/v1/channels": op("preflightPublicChannels", "CORS preflight"),
  "GET /api/public/v1/channels": op("publicListChannels", "List channels"),
  "OPTIONS /api/public/v1/channels/:channelId/posts": op("preflightPublicPosts", "CORS preflight"),
  "GET /api/public/v1/channels/:channelId/posts": op("publicListPosts", "Read a channel's posts"),
  "POST /api/public/v1/channels/:channelId/posts": op("publicPublishPost", "Publish a post"),
  "OPTIONS /api/public/v1/channels/:channelId/changes": op(
    "preflightPublicChanges",
    "CORS preflight",
  ),
  "GET /api/public/v1/channels/:channelId/changes": op(
    "publicListChanges",
    "Read changes since an event id",
  ),
  "OPTIONS /api/public/v1/channels/:channelId/stream": op(
    "preflightPublicStream",
    "CORS preflight",
  ),
  "GET /api/public/v1/channels/:channelId/stream": op(
    "publicFollowStream",
    "Follow a channel's stream",
  ),
  "OPTIONS /api/public/v1/channels/:channelId/render": op(
    "preflightPublicRender",
    "CORS preflight",
  ),
  "GET /api/public/v1/channels/:channelId/render": op(
    "publicRenderChannel",
    "Render a channel for a host page",
  ),
  "OPTIONS /api/public/v1/channels/:channelId/render.html": op(
    "preflightPublicRenderHtml",
    "CORS preflight",
  ),
  "GET /api/public/v1/channels/:channelId/render.html": op(
    "publicRenderChannelHtml",
    "Render a channel's HTML for a host page",
    html,
  ),

  // Outside /api: files and the reader page
  "GET /uploads/:file": op("getUpload", "Read an uploaded image", {
    status: 200,
    type: "image/*",
    description: "The image",
  }),
  "GET /embed/:channelId": op("getLivePage", "The reader's live page of a channel", html),
  "GET /embed/:channelId/render": op("getHostPageRender", "A channel rendered for a host page", {
    status: 200,
    type: "application/json",
    description: "As the public API's /render: what embed.js puts into a host page",
  }),
  "GET /embed/css/:skin": op("getEmbedSkin", "A reader page skin's stylesheet", {
    status: 200,
    type: "text/css",
    description: "A stylesheet",
  }),
  "GET /embed/live.js": op("getLivePageScript", "The reader page's script", script),
  "GET /embed.js": op(
    "getEmbedLoader",
    "The script that embeds a live page in a newsroom's page",
    script,
  ),
  "GET /oembed": op("getOEmbed", "oEmbed of a live page", {
    status: 200,
    type: "application/json",
    description: "The oEmbed answer (rich, with the page in an iframe)",
  }),
  "GET /live/:channelId": op(
    "getReaderPage",
    "A channel's own reader page (installable, with notifications)",
    html,
  ),
  "GET /live/:channelId/manifest.webmanifest": op(
    "getReaderPageManifest",
    "The web app manifest of a channel's reader page",
    { status: 200, type: "application/manifest+json", description: "A web app manifest" },
  ),
  "GET /live/push.js": op("getReaderPushScript", "The reader page's notification script", script),
  "GET /live/sw.js": op(
    "getReaderServiceWorker",
    "The reader pages' service worker (scope /live/)",
    script,
  ),
  "GET /embed-ext/:host/:file": op(
    "getReaderExtensionFile",
    "A reader extension's script or stylesheet",
    {
      status: 200,
      type: "text/javascript",
      description: "The extension's script (`.js`) or stylesheet (`.css`)",
    },
  ),
};
