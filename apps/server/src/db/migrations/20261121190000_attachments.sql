-- Attachments (issue 6, ADR 13): one row per uploaded file. The bytes live in object storage under
-- `storage_key`; the row records what was checked at upload (size, SHA-256, the media type sniffed
-- from the bytes) and who may see it: the uploader, and once bound, whoever may see the record
-- (owner_kind, owner_id) it belongs to. Content columns never change; a binding is set once.

CREATE TABLE attachment (
  attach_id            uuid PRIMARY KEY,
  tenant_id            text NOT NULL REFERENCES tenant (tenant_id),
  original_name        text NOT NULL CHECK (char_length(original_name) BETWEEN 1 AND 255),
  extension            text NOT NULL CHECK (extension ~ '^[a-z0-9]{1,16}$'),
  storage_key          text NOT NULL UNIQUE CHECK (char_length(storage_key) BETWEEN 1 AND 512),
  size_bytes           bigint NOT NULL CHECK (size_bytes > 0),
  sha256               text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  media_type           text NOT NULL CHECK (media_type ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$'),
  uploader_account_id  uuid NOT NULL,
  uploader_name        text NOT NULL,
  owner_kind           text CHECK (owner_kind ~ '^[a-z][a-z0-9_-]{0,31}$'),
  owner_id             text CHECK (char_length(owner_id) BETWEEN 1 AND 64),
  bound_at             timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_kind IS NULL) = (owner_id IS NULL) AND (owner_kind IS NULL) = (bound_at IS NULL))
);

-- The attachments of a record (detail pages), and one uploader's recent files (clean-up).
CREATE INDEX attachment_owner_idx ON attachment (tenant_id, owner_kind, owner_id)
  WHERE owner_kind IS NOT NULL;
CREATE INDEX attachment_uploader_idx ON attachment (tenant_id, uploader_account_id, created_at);

CREATE FUNCTION attachment_bind_once() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF (NEW.attach_id, NEW.tenant_id, NEW.original_name, NEW.extension, NEW.storage_key, NEW.size_bytes,
        NEW.sha256, NEW.media_type, NEW.uploader_account_id, NEW.uploader_name, NEW.created_at)
        IS DISTINCT FROM
       (OLD.attach_id, OLD.tenant_id, OLD.original_name, OLD.extension, OLD.storage_key, OLD.size_bytes,
        OLD.sha256, OLD.media_type, OLD.uploader_account_id, OLD.uploader_name, OLD.created_at) THEN
      RAISE EXCEPTION 'attachment content columns are immutable';
    END IF;
    IF OLD.owner_kind IS NOT NULL
       AND (NEW.owner_kind, NEW.owner_id, NEW.bound_at) IS DISTINCT FROM (OLD.owner_kind, OLD.owner_id, OLD.bound_at) THEN
      RAISE EXCEPTION 'an attachment is bound to its record once';
    END IF;
    RETURN NEW;
  END $$;

CREATE TRIGGER attachment_immutable BEFORE UPDATE ON attachment
  FOR EACH ROW EXECUTE FUNCTION attachment_bind_once();

ALTER TABLE attachment ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON attachment
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- Rows are never deleted by requests (the evidence of what was submitted); clean-up of unbound
-- uploads runs as the owner.
REVOKE DELETE ON attachment FROM rer_app;
