-- Ledger sequencing whatever the backlog (issue 7, ADR 16 "Backlog"). Measured on PostgreSQL 15
-- with a 40,000-entry backlog of 2,000-row batches: ~90 ms of each batch went to the per-row gap
-- check of ledger_entry and ~60 ms, at commit, to the per-row deferred check of ledger_queue (a
-- PL/pgSQL call planning its lookup for every row). While the statistics did not yet know the
-- tenant, the deferred check planned that lookup on the primary key (tenant_id, seq) and filtered
-- the leaf hash: the tenant's log scanned for every removed row (1 s for one 2,000-row batch).
-- Both checks become statement-level triggers over transition tables: one set-based
-- check per statement, its lookups index probes whatever the statistics say.

-- Gapless seqs: per tenant, the statement's seqs form one run (the primary key makes them
-- distinct, so max − min + 1 = count) and the run's predecessor is on the log (a primary-key
-- probe). Same guarantee as the row trigger it replaces, same message.
DROP TRIGGER ledger_entry_sequence ON ledger_entry;
DROP FUNCTION ledger_entry_check_sequence();
CREATE FUNCTION ledger_entry_check_sequence() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    r record;
    gap bigint;
  BEGIN
    FOR r IN SELECT n.tenant_id, min(n.seq) AS lo, max(n.seq) AS hi, count(*) AS cnt
             FROM new_entries n GROUP BY n.tenant_id LOOP
      IF r.hi - r.lo + 1 <> r.cnt THEN
        SELECT min(n.seq) INTO gap FROM new_entries n
        WHERE n.tenant_id = r.tenant_id AND n.seq > r.lo
          AND NOT EXISTS (SELECT 1 FROM new_entries p WHERE p.tenant_id = n.tenant_id AND p.seq = n.seq - 1);
        RAISE EXCEPTION 'ledger_entry: seq % of tenant % leaves a gap', gap, r.tenant_id
          USING ERRCODE = 'check_violation';
      END IF;
      IF r.lo > 1 AND NOT EXISTS (
        SELECT 1 FROM ledger_entry e WHERE e.tenant_id = r.tenant_id AND e.seq = r.lo - 1) THEN
        RAISE EXCEPTION 'ledger_entry: seq % of tenant % leaves a gap', r.lo, r.tenant_id
          USING ERRCODE = 'check_violation';
      END IF;
    END LOOP;
    RETURN NULL;
  END $$;
CREATE TRIGGER ledger_entry_sequence AFTER INSERT ON ledger_entry
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_check_sequence();

-- A queued row leaves the queue only onto the log. The sequencer now writes the entries first and
-- removes the rows after (same transaction), so the check runs at the end of the removing
-- statement instead of at commit. EXECUTE plans it afresh each time (a plan cached while the log
-- was small would otherwise stay); the lateral LIMIT 1 keeps it one index probe per removed row:
-- with the tenant as a parameter its estimated share of the log makes the (tenant_id, leaf_hash)
-- index the cheaper path.
DROP TRIGGER ledger_queue_integrated ON ledger_queue;
DROP FUNCTION ledger_queue_check_integrated();
CREATE FUNCTION ledger_queue_check_integrated() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    missing record;
  BEGIN
    EXECUTE 'SELECT r.id, r.tenant_id FROM removed_entries r
             LEFT JOIN LATERAL (SELECT true AS found FROM ledger_entry e
                                WHERE e.tenant_id = r.tenant_id AND e.leaf_hash = r.leaf_hash
                                LIMIT 1) f ON true
             WHERE f.found IS NULL ORDER BY r.id LIMIT 1' INTO missing;
    IF missing.id IS NOT NULL THEN
      RAISE EXCEPTION 'ledger_queue: entry % of tenant % removed without being integrated into the log',
        missing.id, missing.tenant_id USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
  END $$;
CREATE TRIGGER ledger_queue_integrated AFTER DELETE ON ledger_queue
  REFERENCING OLD TABLE AS removed_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_queue_check_integrated();
