-- Ledger sequencing (ADR 16, amending ADR 11): the business transaction no longer appends to the
-- log under the tenant's advisory lock; it queues its entries here, durable atomically with the
-- change (a rolled-back change leaves nothing). A sequencer integrates committed queued entries in
-- batches: under the tenant's lock it assigns the next gapless seqs, writes the log entries, the
-- subtrees and the head, and removes the batch from the queue, all in one transaction.

CREATE TABLE ledger_queue (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No foreign key to tenant: every business transaction of a tenant would take a KEY SHARE lock
  -- on the same tenant row (multixacts under concurrency). The tenant is checked by the policy
  -- below, by the fast-path insert (the tenant's ledger_head, which has the key, must exist) and
  -- again by ledger_entry's key when the entry is integrated.
  tenant_id          text NOT NULL,
  kind               text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z0-9.]*$'),
  -- Everything that does not depend on the position: the canonical entry text, its leaf hash (the
  -- log's hash, fixed by its head, which the first queued entry creates), the salt seed, the refs.
  entry              text NOT NULL,
  leaf_hash          bytea NOT NULL CHECK (octet_length(leaf_hash) = 32),
  salt_seed          bytea CHECK (salt_seed IS NULL OR octet_length(salt_seed) = 32),
  biz_type_name      text,
  biz_sn             text,
  biz_id             text,
  app_id             text,
  uuid               text,
  company_id         uuid,
  register_event_id  bigint REFERENCES register_event (id),
  queued_at          timestamptz NOT NULL DEFAULT now()
);
-- The sequencer takes a tenant's oldest rows first.
CREATE INDEX ledger_queue_tenant_idx ON ledger_queue (tenant_id, id);
-- One entry per register event, queued or integrated (the log has the same unique index).
CREATE UNIQUE INDEX ledger_queue_register_event_idx ON ledger_queue (register_event_id)
  WHERE register_event_id IS NOT NULL;

-- A queued entry is evidence already: it is never rewritten, and it leaves the queue only by
-- becoming a log entry (checked at commit, so the sequencer may take the batch before writing it).
CREATE TRIGGER ledger_queue_no_update BEFORE UPDATE ON ledger_queue
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_queue_no_truncate BEFORE TRUNCATE ON ledger_queue
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

CREATE FUNCTION ledger_queue_check_integrated() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF NOT EXISTS (
      SELECT 1 FROM ledger_entry
      WHERE tenant_id = OLD.tenant_id AND leaf_hash = OLD.leaf_hash) THEN
      RAISE EXCEPTION 'ledger_queue: entry % of tenant % removed without being integrated into the log',
        OLD.id, OLD.tenant_id USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
  END $$;
CREATE CONSTRAINT TRIGGER ledger_queue_integrated AFTER DELETE ON ledger_queue
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_queue_check_integrated();

-- The sequencer inserts thousands of entries per statement in long-lived sessions; the row
-- triggers' lookups must stay primary-key / leaf-hash index lookups. A generic plan cached while
-- the log was empty scanned the tenant's whole index prefix for every row (quadratic batches:
-- 2,000 rows took 0.3 s at size 0 and 0.9 s at 4,000), so these functions plan each lookup with
-- its values (about 15 µs a row).
ALTER FUNCTION ledger_entry_check_sequence() SET plan_cache_mode = force_custom_plan;
ALTER FUNCTION ledger_queue_check_integrated() SET plan_cache_mode = force_custom_plan;

ALTER TABLE ledger_queue ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON ledger_queue
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());

-- The application queues entries and the sequencer (a tenant transaction) removes integrated ones.
REVOKE UPDATE, TRUNCATE ON ledger_queue FROM rer_app;
