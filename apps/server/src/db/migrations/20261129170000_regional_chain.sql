-- The regional business chain's data objects (JR/T 0314-2024 §6, JR/T 0315-2024; issue 24, ADR 77).
-- chain_object_version: every snapshot ever written — one row per (object, version, revision); an
-- overwrite (§6.5) writes the chosen version and every later one again as the next revision, so
-- history is never removed (no UPDATE but the storage mark, no DELETE). The current snapshot of a
-- version is its highest revision. `snapshot` holds the exact UTF-8 JSON stored off-chain under
-- `<object_id>/<version>`; `leaf_hash` the evidence-ledger leaf of its SM3 (null: not published,
-- it failed its schema). chain_log is the cross-chain log (跨链日志): publications, failures with
-- their path-level errors, overwrites, republications and the regulator's feedback; append-only.
CREATE TABLE chain_object_version (
  tenant_id          text NOT NULL REFERENCES tenant (tenant_id),
  object_id          text NOT NULL CHECK (object_id ~ '^(ZT-E|ZT-H|ZH|CP|DJ|ZR)-[0-9A-Za-z-]{1,200}$'),
  version            integer NOT NULL CHECK (version >= 0),
  revision           integer NOT NULL CHECK (revision >= 0),
  object_class       text NOT NULL
                     CHECK (object_class IN ('subject', 'account', 'product', 'registration', 'transferReport')),
  operation          text NOT NULL CHECK (operation IN ('create', 'update', 'overwrite', 'delete')),
  status             text NOT NULL CHECK (status IN ('published', 'failed')),
  model_version      text NOT NULL,
  header             jsonb NOT NULL CHECK (jsonb_typeof(header) = 'object'),
  signature          bytea NOT NULL CHECK (octet_length(signature) = 64),
  key_id             text NOT NULL,
  snapshot           bytea NOT NULL,
  sm3                text NOT NULL CHECK (sm3 ~ '^[0-9a-f]{64}$'),
  leaf_hash          text CHECK (leaf_hash ~ '^[0-9a-f]{64}$'),
  company_id         uuid,
  register_event_id  bigint,
  stored_at          timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, object_id, version, revision),
  CHECK ((status = 'published') = (leaf_hash IS NOT NULL))
);
CREATE INDEX chain_object_version_class_idx ON chain_object_version (tenant_id, object_class, object_id);
CREATE INDEX chain_object_version_event_idx ON chain_object_version (tenant_id, register_event_id)
  WHERE register_event_id IS NOT NULL;
CREATE INDEX chain_object_version_leaf_idx ON chain_object_version (tenant_id, leaf_hash)
  WHERE leaf_hash IS NOT NULL;
CREATE INDEX chain_object_version_unstored_idx ON chain_object_version (tenant_id, created_at)
  WHERE stored_at IS NULL AND status = 'published';

-- Only the storage mark may change, once (null → time).
CREATE FUNCTION chain_object_version_stored_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.stored_at IS NOT NULL
     OR (to_jsonb(NEW) - 'stored_at') IS DISTINCT FROM (to_jsonb(OLD) - 'stored_at') THEN
    RAISE EXCEPTION 'chain_object_version: only the storage mark may be set, once';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER chain_object_version_stored_once BEFORE UPDATE ON chain_object_version
  FOR EACH ROW EXECUTE FUNCTION chain_object_version_stored_once();

CREATE TABLE chain_log (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  object_id     text NOT NULL,
  object_class  text NOT NULL,
  version       integer,
  revision      integer,
  kind          text NOT NULL CHECK (kind IN ('published', 'failed', 'overwritten', 'republished', 'feedback')),
  errors        jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(errors) = 'array'),
  message       text,
  actor_id      text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chain_log_tenant_idx ON chain_log (tenant_id, id DESC);
CREATE INDEX chain_log_object_idx ON chain_log (tenant_id, object_id, id DESC);

ALTER TABLE chain_object_version ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON chain_object_version
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
ALTER TABLE chain_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON chain_log
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON chain_object_version FROM rer_app;
REVOKE UPDATE, DELETE, TRUNCATE ON chain_log FROM rer_app;

-- The snapshot's ledger entry has kind `chain-object` (the contract of issue 24 with the chain
-- node): ledger kinds may now hold hyphens. The rule keeps its shape otherwise.
ALTER TABLE ledger_queue DROP CONSTRAINT ledger_queue_kind_check;
ALTER TABLE ledger_queue ADD CONSTRAINT ledger_queue_kind_check CHECK (kind ~ '^[a-z][a-zA-Z0-9.-]*$');
ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_kind_check;
ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check CHECK (kind ~ '^[a-z][a-zA-Z0-9.-]*$');
