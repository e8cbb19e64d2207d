-- Invitations and registration pages (administration: onboarding).
-- A registration page lets anyone with an address at its email domain ask for an invitation;
-- its code sits in a shareable URL, so it is stored as is and shown to administrators.
CREATE TABLE registration_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  -- The organisation's top-level account: one page per email domain in an organisation.
  root_account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email_domain text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_utc timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX registration_pages_org_domain
  ON registration_pages (root_account_id, lower(email_domain));

-- An invitation's code is mailed once and only its hash is kept, so a database leak does not
-- leak usable codes. Accepting stamps accepted_utc exactly once; expired rows stay listed
-- until deleted or replaced by a new invitation for the same address.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code_hash text NOT NULL UNIQUE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'user', 'guest')),
  rights jsonb NOT NULL DEFAULT '{}'::jsonb,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  registration_page_id uuid REFERENCES registration_pages(id) ON DELETE SET NULL,
  expires_utc timestamptz NOT NULL,
  accepted_utc timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_utc timestamptz NOT NULL DEFAULT now()
);
-- At most one open (not accepted) invitation per address and account; races end here.
CREATE UNIQUE INDEX invitations_open_email
  ON invitations (account_id, lower(email)) WHERE accepted_utc IS NULL;
CREATE INDEX invitations_account ON invitations (account_id, created_utc DESC);
