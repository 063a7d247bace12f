-- The register page at size (issue 18, ADR 28): /shareRegister pages, sorts and sums on the server.
-- Measured at 70,000 holders under rer_app: every statement over a company's holdings took about
-- 2.3 µs a row for the row-level-security condition alone (current_setting per row), 230 ms for
-- the totals and 160 ms for a top-10 sort, so 1,000,000 holders would take seconds.

-- 1. The page in the register's own order (largest holdings first; ties by holder and nature, in
--    the same direction) read from an index: the first page reads ten entries, not the company.
--    Backwards it is the ascending order. Only non-empty holdings are on the register.
CREATE INDEX holding_register_order_idx ON holding (company_id, held, holder_id, share_nature)
  WHERE held > 0;

-- 2. The whole register's totals without reading every holding's row. Σ held is the issued shares
--    (the balance checked at commit); pledged, frozen and locked are summed over the encumbered
--    holdings only (an index of those, few); lines and distinct holders are counted in one ordered
--    pass over an index of (company, holder), with no sort. Measured at 1,000,000 holders on a
--    loaded machine: count(DISTINCT holder_id) over the table took 2.8 s, the sums 1.2 s more.
CREATE INDEX holding_register_holder_idx ON holding (company_id, holder_id) WHERE held > 0;
CREATE INDEX holding_encumbered_idx ON holding (company_id) WHERE pledged + frozen + locked > 0;

-- As the table owner, filtering by app_tenant_id() itself (the pattern of holder_ids_by_name,
-- migration 20261121150500): exactly the rows the policy allows, without the policy's condition
-- on every row (app_tenant_id() is inlined and ran once a row, 2.3 µs; here a sub-select, once).
CREATE FUNCTION register_totals(p_company uuid)
  RETURNS TABLE (lines bigint, holders bigint, held bigint, pledged bigint, frozen bigint, locked bigint)
  LANGUAGE sql STABLE STRICT SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    WITH t AS (SELECT c.uuid, c.total_issued_shares FROM company c
               WHERE c.uuid = p_company AND c.tenant_id = (SELECT app_tenant_id())),
    counted AS (SELECT count(*) AS holders, coalesce(sum(g.n), 0)::bigint AS lines
                FROM (SELECT count(*) AS n FROM holding h
                      WHERE h.company_id = (SELECT uuid FROM t) AND h.held > 0
                      GROUP BY h.holder_id) g),
    encumbered AS (SELECT coalesce(sum(h.pledged), 0)::bigint AS pledged, coalesce(sum(h.frozen), 0)::bigint AS frozen,
                          coalesce(sum(h.locked), 0)::bigint AS locked
                   FROM holding h
                   WHERE h.company_id = (SELECT uuid FROM t) AND h.pledged + h.frozen + h.locked > 0)
    SELECT counted.lines, counted.holders, coalesce((SELECT total_issued_shares FROM t), 0),
           encumbered.pledged, encumbered.frozen, encumbered.locked
    FROM counted, encumbered
  $$;
