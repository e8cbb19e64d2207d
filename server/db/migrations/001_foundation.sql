-- Foundation: domains, accounts, users and their access, channels, password reset, mail outbox.
CREATE TABLE domains (
  name text PRIMARY KEY,
  display_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  domain text NOT NULL REFERENCES domains(name) ON DELETE CASCADE,
  account_key text NOT NULL,
  name text NOT NULL,
  display_name text NOT NULL,
  organization_name text,
  parent_account_key text,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  disabled_features jsonb NOT NULL DEFAULT '[]'::jsonb,
  opt_in_features jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (domain, account_key),
  FOREIGN KEY (domain, parent_account_key) REFERENCES accounts(domain, account_key)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  domain text NOT NULL REFERENCES domains(name) ON DELETE CASCADE,
  email text NOT NULL,
  username text NOT NULL,
  display_name text NOT NULL,
  password_hash text,
  avatar_url text,
  google_subject text,
  microsoft_subject text,
  main_account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_domain_email ON users (domain, lower(email));
CREATE UNIQUE INDEX users_domain_username ON users (domain, lower(username));

-- One row per account a user can act in: the main account and every cross-account access.
CREATE TABLE account_access (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'user', 'guest')),
  rights jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, account_id)
);
CREATE INDEX account_access_account ON account_access (account_id);

CREATE TABLE channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  created_utc timestamptz NOT NULL DEFAULT now(),
  last_used_utc timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX channels_account_last_used ON channels (account_id, last_used_utc DESC);

CREATE TABLE password_reset_codes (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
