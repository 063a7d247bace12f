-- The public enterprise showcase (issue 25 part F, ADR 82): pages of a tenant's hosted, listed or
-- displayed companies, newest first, under any combination of the filters of 002 §2.5.
--
-- Row-level security keeps a condition whose operator is not LEAKPROOF from being used as an index
-- condition (numeric >= and < are not). The registered-capital filter is therefore an equality on
-- a stored bucket (smallint = is leakproof), the five buckets of 002 §5 in yuan:
-- 1: < 5,000,000; 2: < 10,000,000; 3: < 20,000,000; 4: < 50,000,000; 5: the rest.
ALTER TABLE company ADD COLUMN capital_bucket smallint GENERATED ALWAYS AS (
  CASE
    WHEN registered_capital IS NULL THEN NULL
    WHEN registered_capital < 5000000 THEN 1
    WHEN registered_capital < 10000000 THEN 2
    WHEN registered_capital < 20000000 THEN 3
    WHEN registered_capital < 50000000 THEN 4
    ELSE 5
  END
) STORED;
COMMENT ON COLUMN company.capital_bucket IS 'Registered-capital bucket of the showcase filter (002 §5), derived.';

-- The industry filter offers GB/T 4754's 门类 (A–T); a company holds a code of any level. The 门类 of a
-- code follows from its first two digits (the standard's fixed 大类 ranges), stored so that the filter
-- is one indexed text equality (an array of a 门类's hundreds of codes is slow to test per row).
ALTER TABLE company ADD COLUMN industry_section text GENERATED ALWAYS AS (
  CASE
    WHEN industry_key ~ '^[A-T]$' THEN industry_key
    WHEN industry_key !~ '^[0-9]{2}' THEN NULL
    WHEN left(industry_key, 2)::int <= 5 THEN 'A'
    WHEN left(industry_key, 2)::int <= 12 THEN 'B'
    WHEN left(industry_key, 2)::int <= 43 THEN 'C'
    WHEN left(industry_key, 2)::int <= 46 THEN 'D'
    WHEN left(industry_key, 2)::int <= 50 THEN 'E'
    WHEN left(industry_key, 2)::int <= 52 THEN 'F'
    WHEN left(industry_key, 2)::int <= 60 THEN 'G'
    WHEN left(industry_key, 2)::int <= 62 THEN 'H'
    WHEN left(industry_key, 2)::int <= 65 THEN 'I'
    WHEN left(industry_key, 2)::int <= 69 THEN 'J'
    WHEN left(industry_key, 2)::int <= 70 THEN 'K'
    WHEN left(industry_key, 2)::int <= 72 THEN 'L'
    WHEN left(industry_key, 2)::int <= 75 THEN 'M'
    WHEN left(industry_key, 2)::int <= 79 THEN 'N'
    WHEN left(industry_key, 2)::int <= 82 THEN 'O'
    WHEN left(industry_key, 2)::int <= 83 THEN 'P'
    WHEN left(industry_key, 2)::int <= 85 THEN 'Q'
    WHEN left(industry_key, 2)::int <= 90 THEN 'R'
    WHEN left(industry_key, 2)::int <= 96 THEN 'S'
    ELSE 'T'
  END
) STORED;
COMMENT ON COLUMN company.industry_section IS 'GB/T 4754 门类 of industry_key (showcase filter, 002 §2.5), derived.';
CREATE INDEX company_show_section_idx ON company (tenant_id, industry_section) WHERE industry_section IS NOT NULL;

-- One page in order per tab: each reads its partial index in the page's order and stops after the
-- page when the filters are broad; narrow filters go through the per-column indexes below.
CREATE INDEX company_show_hosted_idx ON company (tenant_id, register_date DESC NULLS LAST, uuid) WHERE is_register;
CREATE INDEX company_show_listed_idx ON company (tenant_id, listing_date DESC NULLS LAST, uuid) WHERE is_listing;
CREATE INDEX company_show_displayed_idx ON company (tenant_id, show_time_start DESC NULLS LAST, uuid) WHERE show_status = 1;
CREATE INDEX company_show_industry_idx ON company (tenant_id, industry_key) WHERE industry_key IS NOT NULL;
CREATE INDEX company_show_capital_idx ON company (tenant_id, capital_bucket) WHERE capital_bucket IS NOT NULL;
CREATE INDEX company_show_region_idx ON company (tenant_id, city_code, district_code) WHERE city_code IS NOT NULL;
CREATE INDEX company_show_sector_idx ON company (tenant_id, sector) WHERE sector IS NOT NULL;
-- featured_sector is listing's column (migration 20261129172000, ADR 79).
CREATE INDEX company_show_featured_idx ON company (tenant_id, featured_sector) WHERE featured_sector IS NOT NULL;
CREATE INDEX company_show_plate_idx ON company (tenant_id, show_plate) WHERE show_plate IS NOT NULL;
CREATE INDEX company_show_list_code_idx ON company (tenant_id, list_code) WHERE list_code IS NOT NULL;
CREATE INDEX company_show_show_code_idx ON company (tenant_id, show_code) WHERE show_code IS NOT NULL;
