-- Sessions: every token names the sign-in it belongs to (the `sid` claim), so a session can be
-- ended on the server (logout, password change or reset, access removed) and cannot be renewed
-- past its maximum lifetime. A "sign in as" session hangs off its administrator's session and
-- ends with it.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  parent_id uuid REFERENCES sessions(id) ON DELETE CASCADE,
  created_utc timestamptz NOT NULL DEFAULT now(),
  revoked_utc timestamptz
);
CREATE INDEX sessions_user_open ON sessions (user_id) WHERE revoked_utc IS NULL;
CREATE INDEX sessions_parent ON sessions (parent_id) WHERE parent_id IS NOT NULL;

-- Only the newest password-reset code of a user is live; finding the older ones is by user.
CREATE INDEX password_reset_codes_user ON password_reset_codes (user_id) WHERE used_at IS NULL;
