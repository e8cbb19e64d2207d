-- The "AI-assisted" label: set when an editor accepts an AI suggestion into a post,
-- and only while the account's AI settings turn the label on. Drafts carry it so a published
-- draft keeps it; readers see it in the embed and in the public JSON.
ALTER TABLE posts ADD COLUMN ai_assisted boolean NOT NULL DEFAULT false;
ALTER TABLE drafts ADD COLUMN ai_assisted boolean NOT NULL DEFAULT false;
