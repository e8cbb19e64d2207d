-- Responsive image variants: a resized copy of an upload, one per image source set
-- (box) of its account, is an upload row of its own named {uuid}_{w}x{h}.{ext}, so every
-- media storage keeps it like any upload (upload_blobs hangs off uploads.file_name) and
-- removing the original removes its variants' rows (and, in the database, their bytes).
ALTER TABLE uploads ADD COLUMN variant_of text REFERENCES uploads(file_name) ON DELETE CASCADE;
CREATE INDEX uploads_variant_of ON uploads (variant_of) WHERE variant_of IS NOT NULL;
