-- API keys are secrets: a dump of this table must not hand them out. Each key is
-- looked up by its SHA-256 (key_hash) and, for an administrator's copy, kept encrypted
-- (key_sealed, AES-256-GCM under a key derived from the server secret: server/auth/api-key-secrets.ts).
-- The masked form is kept for lists and the activity log.
--
-- The server secret may live outside the database (JWT_SECRET), so SQL cannot encrypt: this
-- migration hashes and masks every existing key, and the first server to start seals the keys
-- still in api_key and clears that column (server/auth/seal-api-keys.ts). New keys never use it.
ALTER TABLE api_keys ADD COLUMN key_hash text;
ALTER TABLE api_keys ADD COLUMN key_sealed text;
ALTER TABLE api_keys ADD COLUMN masked text;
UPDATE api_keys
SET key_hash = encode(sha256(convert_to(api_key, 'UTF8')), 'hex'),
  masked = CASE
    WHEN length(api_key) >= 12 THEN left(api_key, 4) || '…' || right(api_key, 4)
    ELSE left(api_key, 2) || '…' || right(api_key, 2)
  END;
ALTER TABLE api_keys ALTER COLUMN key_hash SET NOT NULL;
ALTER TABLE api_keys ALTER COLUMN masked SET NOT NULL;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_key_hash_unique UNIQUE (key_hash);
ALTER TABLE api_keys DROP CONSTRAINT api_keys_api_key_key;
ALTER TABLE api_keys ALTER COLUMN api_key DROP NOT NULL;
