-- Evidence packages (issue 7, ADR 20): the zips `evidencePrint/getAttachZip` generates are
-- attachments bound to kind 'evidence-zip'; this table marks each one unmistakably as generated
-- (never an application's own upload), remembers what it holds (content key, for reuse) and drives
-- its removal: a cleanup job deletes the attachment row of a package older than the retention
-- (`removed_at` set: new downloads get 404), and deletes the stored object and this row only a
-- grace period later, so a download that had already read the row still finds the bytes.
-- `evidence_package_build` holds the leases of the builds running now (per-account limit).

CREATE TABLE evidence_package (
  attach_id         uuid PRIMARY KEY,
  tenant_id         text NOT NULL REFERENCES tenant (tenant_id),
  application_uuid  text NOT NULL CHECK (char_length(application_uuid) BETWEEN 1 AND 64),
  account_id        uuid NOT NULL,
  -- SHA-256 of what went in (account, application, name, files and their hashes, entries).
  content_key       text NOT NULL CHECK (content_key ~ '^[0-9a-f]{64}$'),
  storage_key       text NOT NULL UNIQUE CHECK (char_length(storage_key) BETWEEN 1 AND 512),
  size_bytes        bigint NOT NULL CHECK (size_bytes > 0),
  file_count        integer NOT NULL CHECK (file_count >= 0),
  receipt_count     integer NOT NULL CHECK (receipt_count >= 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  removed_at        timestamptz
);

-- Reuse: the live packages of one content key, newest first.
CREATE INDEX evidence_package_content_idx ON evidence_package (tenant_id, content_key, created_at)
  WHERE removed_at IS NULL;
-- The cleanup: live packages by age, removed ones by removal time.
CREATE INDEX evidence_package_age_idx ON evidence_package (created_at) WHERE removed_at IS NULL;
CREATE INDEX evidence_package_removed_idx ON evidence_package (removed_at) WHERE removed_at IS NOT NULL;

ALTER TABLE evidence_package ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON evidence_package
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- Requests insert packages; only the cleanup (owner connection) marks and deletes them.
REVOKE UPDATE, DELETE, TRUNCATE ON evidence_package FROM rer_app;

-- An attachment row may be deleted (by the owner: requests hold no DELETE grant) only while it is
-- unbound, or when it is a generated evidence package: an application's own uploads never.
CREATE FUNCTION attachment_delete_guard() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.owner_kind IS NOT NULL AND NOT (
         OLD.owner_kind = 'evidence-zip'
         AND EXISTS (SELECT 1 FROM evidence_package p
                     WHERE p.attach_id = OLD.attach_id AND p.storage_key = OLD.storage_key)) THEN
      RAISE EXCEPTION 'attachment % is bound to % and is kept', OLD.attach_id, OLD.owner_kind
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END $$;

CREATE TRIGGER attachment_delete_guard BEFORE DELETE ON attachment
  FOR EACH ROW EXECUTE FUNCTION attachment_delete_guard();

CREATE TABLE evidence_package_build (
  build_id     uuid PRIMARY KEY,
  tenant_id    text NOT NULL REFERENCES tenant (tenant_id),
  account_id   uuid NOT NULL,
  started_at   timestamptz NOT NULL DEFAULT now(),
  -- Renewed while the build runs; a lease of a crashed process simply expires.
  lease_until  timestamptz NOT NULL
);
CREATE INDEX evidence_package_build_account_idx ON evidence_package_build (tenant_id, account_id);

ALTER TABLE evidence_package_build ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON evidence_package_build
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
