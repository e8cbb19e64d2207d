import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from "kysely";
import type { FeatureFlag } from "../../domain/features";
import type { Rights, Role } from "../../domain/roles";

/** Timestamps are read as Date and written as Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default: optional on insert. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb columns: written as a JSON string (driver-neutral), read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface DomainsTable {
  name: string;
  display_name: string;
  created_at: DefaultTimestamp;
}

export interface AccountSettings {
  enforceGoogleSignIn?: boolean;
  enforceGoogleSignInFrom?: string[];
  enforceMsSignIn?: boolean;
  enforceMsSignInFrom?: string[];
  // Media (accounts admin): data-w / data-h pairs, container class, base path.
  imageSourceSets?: { width: number; height: number }[];
  imageContainerClassName?: string;
  imageBasePath?: string;
  /** Sent with the account's link-card fetches. */
  linkCardHeader?: { name: string; value: string } | null;
  /** Origins allowed to frame the account's embeds; empty or absent: any. */
  embedAllowedOrigins?: string[];
  sportsData?: { provider: string; apiKey: string | null; competitionIds: string[] };
  /** Plugins switched on (domain/plugins.ts), in catalogue order. */
  plugins?: string[];
  /** AI mode in the editor and the readers' "AI-assisted" label. */
  ai?: { enabled: boolean; assistedLabel: boolean };
}

export interface AccountsTable {
  id: Generated<string>;
  domain: string;
  account_key: string;
  name: string;
  display_name: string;
  organization_name: string | null;
  parent_account_key: string | null;
  settings: Json<AccountSettings>;
  disabled_features: Json<FeatureFlag[]>;
  opt_in_features: Json<FeatureFlag[]>;
  created_at: DefaultTimestamp;
}

export interface UsersTable {
  id: Generated<string>;
  domain: string;
  email: string;
  username: string;
  display_name: string;
  password_hash: string | null;
  avatar_url: string | null;
  google_subject: string | null;
  microsoft_subject: string | null;
  main_account_id: string;
  created_at: DefaultTimestamp;
}

export interface AccountAccessTable {
  user_id: string;
  account_id: string;
  role: Role;
  rights: Json<Rights>;
  created_at: DefaultTimestamp;
}

export interface ChannelsTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  archived: Generated<boolean>;
  created_utc: DefaultTimestamp;
  last_used_utc: DefaultTimestamp;
  version: Generated<number>;
  coverage_ended_utc: NullableTimestamp;
}

export interface PasswordResetCodesTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  created_at: DefaultTimestamp;
  sent_at: NullableTimestamp;
}

export interface MigrationsTable {
  name: string;
  applied_at: DefaultTimestamp;
}

// Publishing (002_publishing.sql); merged into Database below.
type Importance = "common" | "normal" | "important" | "very-important";
/** Nullable jsonb (post content). */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
export interface PostsTable {
  id: Generated<string>;
  channel_id: string;
  account_id: string;
  title: string;
  content: NullableJson<unknown>;
  html: string;
  plain_text: string;
  /** Generated: lower(title || ' ' || plain_text). */
  search_text: ColumnType<string, never, never>;
  importance: Importance;
  author_id: string | null;
  author_name: string;
  created_by: string | null;
  tags: Json<string[]>;
  icons: Json<string[]>;
  breaking: Generated<boolean>;
  key_event: Generated<boolean>;
  ai_assisted: Generated<boolean>;
  pinned: Generated<boolean>;
  highlighted: Generated<boolean>;
  sort_order: number;
  version: Generated<number>;
  created_utc: DefaultTimestamp;
  updated_utc: DefaultTimestamp;
  deleted_utc: NullableTimestamp;
}
export interface DraftsTable {
  id: Generated<string>;
  channel_id: string;
  account_id: string;
  user_id: string;
  title: string;
  content: NullableJson<unknown>;
  html: string;
  plain_text: string;
  importance: Importance;
  author_id: string | null;
  author_name: string;
  tags: Json<string[]>;
  icons: Json<string[]>;
  breaking: Generated<boolean>;
  key_event: Generated<boolean>;
  ai_assisted: Generated<boolean>;
  scheduled_utc: NullableTimestamp;
  /** The editor's "Notify followers" choice, pushed when published (117_draft_push.sql). */
  push: Generated<boolean>;
  version: Generated<number>;
  created_utc: DefaultTimestamp;
  updated_utc: DefaultTimestamp;
  published_post_id: string | null;
  published_utc: NullableTimestamp;
}
export interface IdempotencyKeysTable {
  /** The author of the write: a user, or an API key (112_idempotency_api_keys.sql). */
  user_id: string | null;
  api_key_id: string | null;
  owner: GeneratedAlways<string>;
  key: string;
  method_route: string;
  request_hash: string;
  status: number;
  response: NullableJson<unknown>;
  created_utc: DefaultTimestamp;
}
export interface ChannelPostCountsTable {
  channel_id: string;
  posts: number;
}
export interface Database {
  posts: PostsTable;
  drafts: DraftsTable;
  idempotency_keys: IdempotencyKeysTable;
  channel_post_counts: ChannelPostCountsTable;
}

// Channels and media (003_channels_media.sql); merged into Database below.
export interface TagsTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  created_utc: DefaultTimestamp;
}
export interface TopTextsTable {
  channel_id: string;
  content: ColumnType<unknown, string | null | undefined, string | null>;
  html: Generated<string>;
  version: Generated<number>;
  updated_utc: DefaultTimestamp;
}
export interface CountdownsTable {
  id: Generated<string>;
  channel_id: string;
  title: string;
  start_utc: Timestamp;
  end_utc: Timestamp;
  created_utc: DefaultTimestamp;
}
export interface UploadsTable {
  id: Generated<string>;
  account_id: string;
  file_name: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_by: string | null;
  created_utc: DefaultTimestamp;
  /** A responsive variant's original upload (100_upload_variants.sql); null for originals. */
  variant_of: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface Database {
  tags: TagsTable;
  top_texts: TopTextsTable;
  countdowns: CountdownsTable;
  uploads: UploadsTable;
}

// Reader contributions (005_contributions.sql); merged into Database below.
export interface ContributionsTable {
  id: Generated<string>;
  channel_id: string;
  kind: "comment" | "question";
  author_name: string;
  contact: string | null;
  message: string;
  image_url: string | null;
  status: Generated<"pending" | "published" | "deleted">;
  previous_status: "pending" | "published" | null;
  edited_by: string | null;
  version: Generated<number>;
  created_utc: DefaultTimestamp;
  updated_utc: DefaultTimestamp;
  client_hash: string | null;
}
export interface ContributionRepliesTable {
  id: Generated<string>;
  contribution_id: string;
  author_id: string | null;
  author_name: string;
  message: string;
  created_utc: DefaultTimestamp;
  deleted_utc: NullableTimestamp;
}
export interface ContributionSettingsTable {
  channel_id: string;
  settings: Json<unknown>;
}
export interface Database {
  contributions: ContributionsTable;
  contribution_replies: ContributionRepliesTable;
  contribution_settings: ContributionSettingsTable;
}

// Live updates (004_live.sql, 010_event_compaction.sql); merged into Database below.
export interface EventsTable {
  /** bigserial: read as text (select id::text) so both drivers agree. */
  id: Generated<string>;
  channel_id: string;
  type: string;
  entity_id: string;
  version: number | null;
  audience: string;
  owner_id: string | null;
  data: NullableJson<unknown>;
  invalidates: Json<string[]>;
  created_utc: DefaultTimestamp;
}
export interface EventFloorsTable {
  channel_id: string;
  /** bigint: read as text so both drivers agree. */
  pruned_through: string;
}
/** 115_grip_publish.sql: the GRIP publisher's progress (bigints read as text). */
export interface GripCursorTable {
  id: number;
  published_through: string;
}
export interface GripChannelHeadsTable {
  channel_id: string;
  last_id: string;
}
export interface Database {
  events: EventsTable;
  event_floors: EventFloorsTable;
  grip_cursor: GripCursorTable;
  grip_channel_heads: GripChannelHeadsTable;
}

// Activity log (006_activity.sql).
export interface ActivityLogTable {
  /** bigserial: read as text (select id::text) so both drivers agree. */
  id: Generated<string>;
  account_id: string;
  actor_id: string | null;
  actor_name: string;
  represented_by_id: string | null;
  represented_by_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  details: Json<Record<string, unknown>>;
  created_utc: DefaultTimestamp;
}
export interface Database {
  activity_log: ActivityLogTable;
}

// Extensions and API keys (007_extensions_api_keys.sql).
export interface ExtensionsTable {
  id: Generated<string>;
  account_id: string;
  type: string;
  name: string;
  css_string: string;
  java_script_string: string;
  /** 080_extension_enabled.sql: off means kept but never loaded. */
  enabled: Generated<boolean>;
  created_by: string | null;
  created_utc: DefaultTimestamp;
  updated_utc: DefaultTimestamp;
}
export interface ApiKeysTable {
  id: Generated<string>;
  account_id: string;
  /** 110_api_key_secrets.sql: null once sealed; only keys from before it are ever here. */
  api_key: string | null;
  /** 110: the SHA-256 of the key, hex: what a request is looked up by. */
  key_hash: string;
  /** 110: the key under AES-256-GCM (server/auth/api-key-secrets.ts); null until sealed at start. */
  key_sealed: string | null;
  /** 110: domain/api-key-mask.ts of the key. */
  masked: string;
  /** 061_api_key_names.sql: the author of its posts and the actor of its activity. */
  name: string;
  created_by: string | null;
  created_by_name: string;
  created_utc: DefaultTimestamp;
}
export interface Database {
  extensions: ExtensionsTable;
  api_keys: ApiKeysTable;
}

// Webhooks (113_webhooks.sql): endpoints and the outbox of their deliveries.
export interface WebhookEndpointsTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  url: string;
  events: Json<string[]>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_utc: NullableTimestamp;
  disabled_reason: string | null;
  disabled_detail: string | null;
  disabled_utc: NullableTimestamp;
  failing_since: NullableTimestamp;
  created_by: string | null;
  created_by_name: string;
  created_utc: DefaultTimestamp;
  updated_utc: DefaultTimestamp;
}
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  event_id: string;
  entity_id: string;
  message_id: string;
  event_type: string;
  payload: Json<unknown>;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_utc: DefaultTimestamp;
  redacted: ColumnType<boolean, boolean | undefined, boolean>;
  created_utc: DefaultTimestamp;
}
export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  attempted_utc: DefaultTimestamp;
}
export interface Database {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

// Invitations and registration pages (008_invitations.sql); merged into Database below.
export interface RegistrationPagesTable {
  id: Generated<string>;
  code: string;
  root_account_id: string;
  account_id: string;
  email_domain: string;
  created_by: string | null;
  created_utc: DefaultTimestamp;
}
export interface InvitationsTable {
  id: Generated<string>;
  code_hash: string;
  account_id: string;
  email: string;
  role: Role;
  rights: Json<Rights>;
  invited_by: string | null;
  registration_page_id: string | null;
  expires_utc: Timestamp;
  accepted_utc: NullableTimestamp;
  accepted_by: string | null;
  created_utc: DefaultTimestamp;
}
export interface Database {
  registration_pages: RegistrationPagesTable;
  invitations: InvitationsTable;
}

// Manage profile (009_profile.sql); merged into Database below.
export interface EmailChangeRequestsTable {
  code_hash: string;
  user_id: string;
  new_email: string;
  expires_utc: Timestamp;
  used_utc: NullableTimestamp;
  created_utc: DefaultTimestamp;
}
export interface Database {
  email_change_requests: EmailChangeRequestsTable;
}

// Sessions (011_sessions.sql); merged into Database below.
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  /** The administrator's session a "sign in as" session belongs to. */
  parent_id: string | null;
  /** The sign-in time: the maximum lifetime counts from here. */
  created_utc: DefaultTimestamp;
  revoked_utc: NullableTimestamp;
}
export interface Database {
  sessions: SessionsTable;
}

export interface Database {
  domains: DomainsTable;
  accounts: AccountsTable;
  users: UsersTable;
  account_access: AccountAccessTable;
  channels: ChannelsTable;
  password_reset_codes: PasswordResetCodesTable;
  mail_outbox: MailOutboxTable;
  schema_migrations: MigrationsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type UserRow = Selectable<UsersTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type NewUser = Insertable<UsersTable>;

// Shared rate-limit counters (014_rate_limits.sql); merged into Database above.
export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}
export interface Database {
  rate_limit_counters: RateLimitCountersTable;
}

// Installation-wide shared state (040_shared_state.sql); merged into Database above.
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_utc: DefaultTimestamp;
}
export interface UploadBlobsTable {
  file_name: string;
  data: Buffer;
}
/** One minute of a channel's concurrent readers (114_reader_samples.sql). */
export interface ReaderSamplesTable {
  channel_id: string;
  minute: Date | string;
  readers: number;
}
export interface LiveReaderCountsTable {
  node_id: string;
  channel_id: string;
  readers: number;
  seen_utc: DefaultTimestamp;
}
export interface Database {
  reader_samples: ReaderSamplesTable;
  server_secrets: ServerSecretsTable;
  upload_blobs: UploadBlobsTable;
  live_reader_counts: LiveReaderCountsTable;
}

/** Migration 090: poll votes of the poll plugin. */
export interface PollVotesTable {
  post_id: string;
  poll_id: string;
  reader_id: string;
  option_id: string;
  created_utc: DefaultTimestamp;
}
export interface Database {
  poll_votes: PollVotesTable;
}

// Web Push from the reader page (116_web_push.sql); merged into Database below.
export interface PushSubscriptionsTable {
  id: Generated<string>;
  channel_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: ColumnType<string, string | undefined, string>;
  created_utc: DefaultTimestamp;
}
export interface PushOutboxTable {
  post_id: string;
  channel_id: string;
  status: ColumnType<string, string | undefined, string>;
  lease_until: Date | null;
  pushed_utc: Date | null;
  delivered: ColumnType<number, number | undefined, number>;
  removed: ColumnType<number, number | undefined, number>;
  created_utc: DefaultTimestamp;
}
export interface Database {
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
}
