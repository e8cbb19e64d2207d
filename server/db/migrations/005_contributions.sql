-- Reader contributions (comments and questions), their replies and each channel's settings.
-- Messages are plain text: stored as sent, never rendered as HTML.
CREATE TABLE contributions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel_id uuid NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('comment', 'question')),
  author_name text NOT NULL DEFAULT '',
  contact text,
  message text NOT NULL,
  image_url text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'deleted')),
  -- The status before a delete; restore returns to it.
  previous_status text CHECK (previous_status IN ('pending', 'published')),
  edited_by text,
  version integer NOT NULL DEFAULT 1,
  created_utc timestamptz NOT NULL DEFAULT now(),
  updated_utc timestamptz NOT NULL DEFAULT now(),
  -- A hash of the submitting client's address (never the address itself).
  client_hash text
);
CREATE INDEX contributions_channel ON contributions (channel_id, kind, status, created_utc DESC);

CREATE TABLE contribution_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contribution_id uuid NOT NULL REFERENCES contributions(id) ON DELETE CASCADE,
  author_id uuid REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL,
  message text NOT NULL,
  created_utc timestamptz NOT NULL DEFAULT now(),
  -- A deleted reply is gone for good (never shown again, not restorable).
  deleted_utc timestamptz
);
CREATE INDEX contribution_replies_parent ON contribution_replies (contribution_id, created_utc);

CREATE TABLE contribution_settings (
  channel_id uuid PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  settings jsonb NOT NULL
);
