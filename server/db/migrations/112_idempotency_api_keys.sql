-- An idempotency key belongs to the author of the write: a user, or an API key of the public
-- API. `owner` is whichever of the two is set (both are random uuids); a key is unique per owner.
alter table idempotency_keys drop constraint idempotency_keys_pkey;
alter table idempotency_keys alter column user_id drop not null;
alter table idempotency_keys
  add column api_key_id uuid references api_keys(id) on delete cascade;
alter table idempotency_keys
  add constraint idempotency_keys_one_owner check ((user_id is null) <> (api_key_id is null));
alter table idempotency_keys
  add column owner uuid generated always as (coalesce(user_id, api_key_id)) stored;
alter table idempotency_keys add primary key (owner, key);
