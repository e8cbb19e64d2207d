-- Channels and media: tags, channel editors (top text, countdowns) and uploaded images.
CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_utc timestamptz NOT NULL DEFAULT now()
);
-- Tag names are unique per account, case-insensitively (tag-not-unique).
CREATE UNIQUE INDEX tags_account_name ON tags (account_id, lower(name));

-- One Top Text per channel; version 0 means "never saved".
CREATE TABLE top_texts (
  channel_id uuid PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  content jsonb,
  html text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  updated_utc timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE countdowns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel_id uuid NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  title text NOT NULL,
  start_utc timestamptz NOT NULL,
  end_utc timestamptz NOT NULL,
  created_utc timestamptz NOT NULL DEFAULT now(),
  CHECK (end_utc > start_utc)
);
CREATE INDEX countdowns_channel ON countdowns (channel_id, start_utc);

-- Uploaded images; the bytes live in DATA_DIR/uploads/{file_name}.
CREATE TABLE uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  bytes integer NOT NULL,
  width integer,
  height integer,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_account ON uploads (account_id, created_utc DESC);
