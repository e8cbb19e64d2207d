import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
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
