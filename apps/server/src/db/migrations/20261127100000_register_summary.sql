-- The register's totals kept, not counted (issue 18, ADR 34). Opening a register of 1,000,000
-- holders took 1.8 s, most of it register_totals (migration 20261127072000) counting lines and
-- distinct holders in one pass over 1,000,000 index entries. The totals are now one row per
-- company, changed by the same statement that changes the company's holdings: a statement-level
-- trigger with transition tables (one summary update per statement, however many rows; a row
-- trigger would update the one summary row 1,000,000 times in an initial registration). Every
-- writer of `holding` goes through it (recordRegisterEvent, the import, set-based seeding), and
-- every register change holds the company row lock (ADR 28), so the changes of two transactions
-- never interleave. holding rows are never deleted (holding_no_delete), so there is no delete path.

CREATE TABLE register_summary (
  company_id uuid PRIMARY KEY,
  tenant_id  text NOT NULL,
  -- holdings with held > 0 (one per holder and share nature), and the distinct holders of those
  lines      bigint NOT NULL,
  holders    bigint NOT NULL,
  held       bigint NOT NULL,
  pledged    bigint NOT NULL,
  frozen     bigint NOT NULL,
  locked     bigint NOT NULL,
  FOREIGN KEY (tenant_id, company_id) REFERENCES company (tenant_id, uuid),
  CONSTRAINT register_summary_sane CHECK (
    holders >= 0 AND holders <= lines AND held >= 0 AND pledged >= 0 AND frozen >= 0 AND locked >= 0
    AND pledged + frozen + locked <= held)
);
ALTER TABLE register_summary ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON register_summary
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- Requests read it; only the trigger (as the owner) writes it.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON register_summary FROM rer_app;

-- A holder counts while any of its lines holds shares: for each holder whose number of non-empty
-- lines the statement changed (dl), it counted before when (lines now − dl) > 0 and counts now
-- when lines now > 0 — lines now read from holding_register_holder_idx (company, holder) WHERE
-- held > 0, as the owner (no row-level-security condition per row). The transition tables are
-- read by dynamic SQL because an INSERT trigger has no old rows: the text is one of two
-- constants, nothing from the data.
CREATE FUNCTION register_summary_follow() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
  DECLARE
    changes text := CASE TG_OP
      WHEN 'INSERT' THEN
        'SELECT tenant_id, company_id, holder_id, held, pledged, frozen, locked, 1 AS s FROM new_rows'
      ELSE
        'SELECT tenant_id, company_id, holder_id, held, pledged, frozen, locked, 1 AS s FROM new_rows
         UNION ALL SELECT tenant_id, company_id, holder_id, held, pledged, frozen, locked, -1 FROM old_rows'
    END;
  BEGIN
    -- A company's first holding makes its row (zeros); then the changes are added. (One upsert
    -- adding the changes would check the constraint on the proposed row — the changes alone,
    -- negative for a transfer out — before it finds the conflict.)
    INSERT INTO register_summary (company_id, tenant_id, lines, holders, held, pledged, frozen, locked)
    SELECT DISTINCT company_id, tenant_id, 0, 0, 0, 0, 0, 0 FROM new_rows
    ON CONFLICT (company_id) DO NOTHING;
    EXECUTE format($q$
      WITH c AS (%s),
      by_holder AS (
        SELECT company_id, holder_id, sum(s * (held > 0)::int) AS dl FROM c GROUP BY company_id, holder_id),
      holders AS (
        SELECT b.company_id, sum((n.lines_now > 0)::int - (n.lines_now - b.dl > 0)::int) AS dh
        FROM by_holder b
        CROSS JOIN LATERAL (SELECT count(*) AS lines_now FROM holding h
                            WHERE h.company_id = b.company_id AND h.holder_id = b.holder_id AND h.held > 0) n
        WHERE b.dl <> 0
        GROUP BY b.company_id),
      by_company AS (
        SELECT company_id, sum(s * (held > 0)::int) AS dl, sum(s * held) AS held, sum(s * pledged) AS pledged,
               sum(s * frozen) AS frozen, sum(s * locked) AS locked
        FROM c GROUP BY company_id)
      UPDATE register_summary r SET
        lines = r.lines + b.dl, holders = r.holders + coalesce(h.dh, 0), held = r.held + b.held,
        pledged = r.pledged + b.pledged, frozen = r.frozen + b.frozen, locked = r.locked + b.locked
      FROM by_company b LEFT JOIN holders h USING (company_id)
      WHERE r.company_id = b.company_id
    $q$, changes);
    RETURN NULL;
  END $$;

-- Transition tables allow one event per trigger.
CREATE TRIGGER holding_summary_insert AFTER INSERT ON holding
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION register_summary_follow();
CREATE TRIGGER holding_summary_update AFTER UPDATE ON holding
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION register_summary_follow();

-- The registers recorded so far, counted once.
INSERT INTO register_summary (company_id, tenant_id, lines, holders, held, pledged, frozen, locked)
SELECT company_id, min(tenant_id), count(*) FILTER (WHERE held > 0),
       count(DISTINCT holder_id) FILTER (WHERE held > 0), coalesce(sum(held), 0), coalesce(sum(pledged), 0),
       coalesce(sum(frozen), 0), coalesce(sum(locked), 0)
FROM holding GROUP BY company_id;

-- register_totals and the index only it read are replaced by the row (register-page.repository.ts).
DROP FUNCTION register_totals(uuid);
DROP INDEX holding_encumbered_idx;
