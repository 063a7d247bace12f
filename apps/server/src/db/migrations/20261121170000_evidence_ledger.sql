-- The evidence ledger (issue 7, ADR 11): one append-only Merkle log per tenant (RFC 6962 / 9162
-- hashing, SM3 or SHA-256), its complete-subtree hashes, signed checkpoints and the anchoring
-- outbox. Entries are appended in the transaction of the legal change they record.

-- The head of each tenant's log: size and the right edge of the tree (the complete subtrees of
-- the binary decomposition of the size, highest first). It is a cache of the log, locked by every
-- append and checked by ledger:verify; the hash algorithm is fixed at the first entry.
CREATE TABLE ledger_head (
  tenant_id   text PRIMARY KEY REFERENCES tenant (tenant_id),
  hash_alg    text NOT NULL CHECK (hash_alg IN ('sm3', 'sha256')),
  origin      text NOT NULL CHECK (origin ~ '^[^[:space:]+]+$'),
  tree_size   bigint NOT NULL DEFAULT 0 CHECK (tree_size >= 0),
  frontier    bytea[] NOT NULL DEFAULT '{}',
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- One leaf per legal change: seq 1, 2, 3 … per tenant without gaps (leaf index = seq − 1).
CREATE TABLE ledger_entry (
  tenant_id          text NOT NULL REFERENCES tenant (tenant_id),
  seq                bigint NOT NULL CHECK (seq > 0),
  kind               text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z0-9.]*$'),
  -- The canonical JSON (RFC 8785) the leaf hash covers; personal data only as commitments.
  entry              text NOT NULL,
  leaf_hash          bytea NOT NULL CHECK (octet_length(leaf_hash) = 32),
  -- Seed of the entry's commitment salts (never in a receipt); null when nothing is committed.
  salt_seed          bytea CHECK (salt_seed IS NULL OR octet_length(salt_seed) = 32),
  biz_type_name      text,
  biz_sn             text,
  biz_id             text,
  app_id             text,
  uuid               text,
  company_id         uuid,
  register_event_id  bigint REFERENCES register_event (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, seq)
);
CREATE INDEX ledger_entry_leaf_idx ON ledger_entry (tenant_id, leaf_hash);
CREATE INDEX ledger_entry_biz_sn_idx ON ledger_entry (tenant_id, biz_sn) WHERE biz_sn IS NOT NULL;
CREATE INDEX ledger_entry_uuid_idx ON ledger_entry (tenant_id, uuid) WHERE uuid IS NOT NULL;
CREATE INDEX ledger_entry_company_idx ON ledger_entry (tenant_id, company_id, seq) WHERE company_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_entry_register_event_idx ON ledger_entry (register_event_id)
  WHERE register_event_id IS NOT NULL;

-- Gapless: seq must be the previous one + 1 (the primary key stops two racing equal seqs).
CREATE FUNCTION ledger_entry_check_sequence() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.seq > 1 AND NOT EXISTS (
      SELECT 1 FROM ledger_entry WHERE tenant_id = NEW.tenant_id AND seq = NEW.seq - 1) THEN
      RAISE EXCEPTION 'ledger_entry: seq % of tenant % leaves a gap', NEW.seq, NEW.tenant_id
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END $$;
CREATE TRIGGER ledger_entry_sequence BEFORE INSERT ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_check_sequence();

-- Complete aligned subtrees of level ≥ 1: (level k, index i) covers leaves [i·2^k, (i+1)·2^k).
-- Written as leaves complete them, so any proof reads O(log n) rows.
CREATE TABLE ledger_node (
  tenant_id  text NOT NULL REFERENCES tenant (tenant_id),
  level      smallint NOT NULL CHECK (level BETWEEN 1 AND 62),
  idx        bigint NOT NULL CHECK (idx >= 0),
  hash       bytea NOT NULL CHECK (octet_length(hash) = 32),
  PRIMARY KEY (tenant_id, level, idx)
);

-- Signed checkpoints (C2SP tlog-checkpoint signed notes).
CREATE TABLE ledger_checkpoint (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  tree_size   bigint NOT NULL CHECK (tree_size > 0),
  root_hash   bytea NOT NULL CHECK (octet_length(root_hash) = 32),
  origin      text NOT NULL,
  key_name    text NOT NULL,
  note        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, tree_size)
);

-- Nothing of the log is ever rewritten or removed, not even by the owner.
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_node_append_only BEFORE UPDATE OR DELETE ON ledger_node
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_node_no_truncate BEFORE TRUNCATE ON ledger_node
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_checkpoint_append_only BEFORE UPDATE OR DELETE ON ledger_checkpoint
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_checkpoint_no_truncate BEFORE TRUNCATE ON ledger_checkpoint
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- Publishing checkpoints outward (RFC 3161 timestamps, witnesses, the regulator's chain): one
-- row per checkpoint and publisher, retried with backoff; the idempotency key is sent along so a
-- retry after a lost answer is not a second publication.
CREATE TABLE ledger_anchor (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id        text NOT NULL REFERENCES tenant (tenant_id),
  checkpoint_id    bigint NOT NULL REFERENCES ledger_checkpoint (id),
  publisher        text NOT NULL CHECK (publisher ~ '^[a-z][a-z0-9-]*$'),
  idempotency_key  text NOT NULL UNIQUE,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  evidence         jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (checkpoint_id, publisher)
);
CREATE INDEX ledger_anchor_due_idx ON ledger_anchor (next_attempt_at) WHERE status = 'pending';
CREATE TRIGGER ledger_anchor_no_delete BEFORE DELETE ON ledger_anchor
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ledger_head', 'ledger_entry', 'ledger_node', 'ledger_checkpoint', 'ledger_anchor']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;

-- The application appends to the log; it never rewrites or removes any of it.
REVOKE UPDATE, DELETE, TRUNCATE ON ledger_entry, ledger_node, ledger_checkpoint FROM rer_app;
REVOKE DELETE, TRUNCATE ON ledger_head, ledger_anchor FROM rer_app;
