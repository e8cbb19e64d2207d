-- Webhooks (docs/webhooks.md): endpoints an account's administrators register, and an outbox of
-- deliveries written in the same transaction as the live event they come from, so a delivery
-- never depends on the event row surviving (the log keeps only each entity's newest event).
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  -- the webhook event types wanted (domain/schemas/webhook.ts)
  events jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true,
  -- "whsec_…" under AES-256-GCM (server/auth/api-key-secrets.ts): the server signs with it
  secret_sealed text NOT NULL,
  -- after a rotation the previous secret signs too, until it expires
  previous_secret_sealed text,
  previous_secret_expires_utc timestamptz,
  -- set when the server switched the endpoint off (it kept failing), with the last failure
  disabled_reason text,
  disabled_detail text,
  disabled_utc timestamptz,
  -- the first failed attempt since the last delivered one; null while deliveries succeed
  failing_since timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_utc timestamptz NOT NULL DEFAULT now(),
  updated_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  -- the live event it was made from (not a reference: the event may be replaced meanwhile)
  event_id bigint NOT NULL,
  entity_id text NOT NULL,
  -- the webhook-id header: the same on every attempt and resend
  message_id text NOT NULL UNIQUE,
  event_type text NOT NULL,
  -- the body as sent: {type, timestamp, data}
  payload jsonb NOT NULL,
  -- pending, delivered, failed (gave up), cancelled (its post was deleted before it went out)
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  -- when a pending delivery is due; while one server sends it, the end of that server's lease
  next_attempt_utc timestamptz NOT NULL DEFAULT now(),
  -- its post was deleted: the content was taken out of the payload, and it is never sent again
  redacted boolean NOT NULL DEFAULT false,
  created_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_utc) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);
CREATE INDEX webhook_deliveries_entity ON webhook_deliveries (entity_id);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  -- the receiver's HTTP status; null when no answer came
  status_code integer,
  -- why it failed: http-status, redirect, timeout, blocked-address, network, invalid-url
  error text,
  duration_ms integer NOT NULL,
  attempted_utc timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempt);
