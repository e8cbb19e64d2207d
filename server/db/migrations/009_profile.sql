-- Manage profile: an email change waits for a confirmation from the new address, and
-- each single-sign-on subject binds to at most one user per domain.
CREATE TABLE email_change_requests (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email text NOT NULL,
  expires_utc timestamptz NOT NULL,
  used_utc timestamptz,
  created_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_change_requests_user ON email_change_requests (user_id, created_utc DESC);

CREATE UNIQUE INDEX users_domain_google_subject ON users (domain, google_subject)
  WHERE google_subject IS NOT NULL;
CREATE UNIQUE INDEX users_domain_microsoft_subject ON users (domain, microsoft_subject)
  WHERE microsoft_subject IS NOT NULL;
