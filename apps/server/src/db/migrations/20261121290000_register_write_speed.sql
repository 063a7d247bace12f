-- Register writes at import scale (issue 4: an initial register of 100,000 holders imported in
-- ≤ 15 s). Measured on PostgreSQL 15, 100,000 rows in one transaction (bench/register-io.mjs and
-- EXPLAIN ANALYZE): computing cjk_bigrams for the name index took 1.9 s, and the holding insert
-- spent 2.9 s of its 4.2 s in four foreign-key checks, two of which check the same thing twice.

-- 1. cjk_bigrams as a loop. The SQL version (generate_series, UNION ALL, array_agg DISTINCT) ran
--    the SQL-function executor for every row: about 19 µs a name; this one about 8 µs. It returns
--    the same set of tokens — every single non-blank character and every two-character window
--    that is not all blank, lower-cased, each once — in first-seen order instead of sorted. The
--    GIN indexes over it store the set, and every use is `@>` (containment), so the indexes built
--    with the old definition stay valid and nothing is rebuilt. cjk-search.test.ts holds both.
CREATE OR REPLACE FUNCTION cjk_bigrams(input text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
  DECLARE
    s text := lower(input);
    n int := char_length(s);
    tokens text[] := '{}';
    t text;
  BEGIN
    FOR i IN 1..n LOOP
      t := substr(s, i, 1);
      IF t ~ '\S' AND NOT (t = ANY (tokens)) THEN tokens := tokens || t; END IF;
      IF i < n THEN
        t := substr(s, i, 2);
        IF t ~ '\S' AND NOT (t = ANY (tokens)) THEN tokens := tokens || t; END IF;
      END IF;
    END LOOP;
    RETURN tokens;
  END $$;

-- 2. A holding's company must be a company of the holding's tenant: one composite key checks
--    both (and is stronger: the two single keys allowed a holding of tenant A on a company of
--    tenant B). The company's own key to tenant keeps the tenant real.
CREATE UNIQUE INDEX company_tenant_uuid_key ON company (tenant_id, uuid);
ALTER TABLE holding
  ADD CONSTRAINT holding_company_of_tenant_fkey FOREIGN KEY (tenant_id, company_id)
    REFERENCES company (tenant_id, uuid),
  DROP CONSTRAINT holding_tenant_id_fkey,
  DROP CONSTRAINT holding_company_id_fkey;
