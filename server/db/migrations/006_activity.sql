-- Activity log: every administrative change, who made it (and which administrator was
-- signed in as them, if any), what and when. Names are copied so entries outlive users.
CREATE TABLE activity_log (
  id bigserial PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  represented_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
  represented_by_name text,
  action text NOT NULL,
  target_type text,
  target_id text,
  target_name text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_account ON activity_log (account_id, id DESC);
