-- API keys get a name: posts a key publishes show it as their author and the
-- activity log records it. Existing keys are named as they acted so far ("API key abcd…wxyz",
-- the masked key of domain/api-key-mask.ts), so their posts and their name still match.
ALTER TABLE api_keys ADD COLUMN name text;
UPDATE api_keys
SET name = 'API key ' || CASE
  WHEN length(api_key) >= 12 THEN left(api_key, 4) || '…' || right(api_key, 4)
  ELSE left(api_key, 2) || '…' || right(api_key, 2)
END;
ALTER TABLE api_keys ALTER COLUMN name SET NOT NULL;
