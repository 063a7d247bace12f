-- Σ held = issued shares, checked at commit once per company and transaction (issue 21's custody
-- bench, ADR 48 amendment 2). The deferred row trigger `holding_balance` already summed a company
-- once per transaction (register_check_balance's flag), but every inserted or updated holding
-- still queued one deferred event: an initial registration of 10,000 holders queued 10,000, and
-- the commit fetched each row again, built its to_jsonb and called the function 10,000 times
-- (0.2–0.3 s of a custody approval). The trigger now has a WHEN condition, evaluated when the row
-- is written (not deferred): only the first row of a company in a transaction queues the check;
-- the check itself still runs at commit over the company's final holdings, as before.
--
-- The gate's flag is a transaction-local setting: a rollback to a savepoint reverts it together
-- with the events queued after the savepoint, so a later write queues the check again. SET
-- CONSTRAINTS … IMMEDIATE is not used on this trigger (it never was: the check's own flag already
-- made every later event of the transaction return early).
CREATE FUNCTION register_balance_check_queued(target uuid) RETURNS boolean
  LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    flag text := 'rer_balance_queued.c' || replace(target::text, '-', '');
  BEGIN
    IF current_setting(flag, true) = txid_current()::text THEN
      RETURN false;
    END IF;
    PERFORM set_config(flag, txid_current()::text, true);
    RETURN true;
  END $$;

DROP TRIGGER holding_balance ON holding;
CREATE CONSTRAINT TRIGGER holding_balance AFTER INSERT OR UPDATE ON holding
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (register_balance_check_queued(NEW.company_id))
  EXECUTE FUNCTION register_check_balance('company_id');

-- The holder-name index at custody scale. A custody approval opens 10,000 holder accounts in one
-- statement; measured on the shared 2 cores at load ~13 (EXPLAIN ANALYZE and timed inserts, rolled
-- back): the insert took 4.5–5.4 s with the GIN index over cjk_bigrams(holder_name), 1.2 s without
-- it, 3.1–3.6 s when the index's pending list may hold the statement's entries. 10,000 names add
-- about 200,000 entries (every character and pair), more than the default 4 MB pending list: the
-- approving transaction then merged the whole list into the index. The list of this index may now
-- hold 32 MB: the merge is done by (auto)vacuum, or by a later insert that finds the list full. A
-- search reads the pending list besides the index until then (the results are the same; a few
-- milliseconds more at worst). (A faster cjk_bigrams was tried: the same tokens without a regular
-- expression per character, or by array functions, gave no measurable gain: the per-row cost is
-- the index's, not the function's.)
ALTER INDEX holder_account_name_cjk_idx SET (gin_pending_list_limit = 32768);

-- The holding's references to its holder account and its last event, checked once per statement.
-- A foreign key checks each inserted row on its own (one index probe and a FOR KEY SHARE lock of
-- the referenced row, written to the WAL): 20,000 checks for a custody of 10,000 holders, 0.7 s
-- of its 1.8 s holding insert at load ~13. Both referenced rows are never removed:
--   - register events are append-only (register_event_append_only, register_event_no_truncate);
--   - holder accounts are closed (status 2), never deleted, and their uuid never changes: refused
--     below, for every role (no code deletes one; account_holder, application and
--     rights_confirmation already refuse the deletion of a referenced account by their keys).
-- So a check that each written holding's holder account and last event exist, made when the
-- statement is done, is all the two foreign keys still did (a row of another transaction that is
-- not committed yet is not seen, and refused, as the key refused it). The check reads as the
-- owner (as a key's check does: row-level security does not hide the account of another tenant;
-- holding_company_of_tenant_fkey keeps the holding in its company's tenant).
CREATE FUNCTION holder_account_never_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR NEW.uuid IS DISTINCT FROM OLD.uuid THEN
      RAISE EXCEPTION 'holder_account: accounts are closed (status 2), never deleted or renumbered'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN NEW;
  END $$;
CREATE TRIGGER holder_account_kept BEFORE DELETE OR UPDATE OF uuid ON holder_account
  FOR EACH ROW EXECUTE FUNCTION holder_account_never_deleted();
CREATE TRIGGER holder_account_no_truncate BEFORE TRUNCATE ON holder_account
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

CREATE FUNCTION holding_check_references() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
  DECLARE
    missing text;
  BEGIN
    SELECT n.holder_id::text INTO missing FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM holder_account h WHERE h.uuid = n.holder_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'holding: holder account % does not exist', missing USING ERRCODE = 'foreign_key_violation';
    END IF;
    SELECT n.last_event_id::text INTO missing FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM register_event e WHERE e.id = n.last_event_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'holding: register event % does not exist', missing USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END $$;
CREATE TRIGGER holding_references_insert AFTER INSERT ON holding
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holding_check_references();
CREATE TRIGGER holding_references_update AFTER UPDATE ON holding
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holding_check_references();
ALTER TABLE holding
  DROP CONSTRAINT holding_holder_id_fkey,
  DROP CONSTRAINT holding_last_event_id_fkey;
