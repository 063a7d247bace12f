-- Listing (挂牌, 550058 / 550100 / 550052), sectors, the listing self-assessment and listing
-- products (ADR 79). The listing module owns sector, listing_assessment and listing_product; the
-- company keeps its listing columns (is_listing, listing_date, sector, list_code) and gains the
-- featured sub-sector. The company's service rows gain type 4 挂牌 (listing service).

-- 板块: a board (code_prefix: its two-digit listing-code prefix; next_serial: the next code's serial,
-- handed out by one atomic update) or a featured sub-sector under one board (parent_code).
CREATE TABLE sector (
  tenant_id    text NOT NULL REFERENCES tenant (tenant_id),
  code         text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,19}$'),
  sector_name  text NOT NULL CHECK (char_length(sector_name) BETWEEN 2 AND 30),
  parent_code  text,
  code_prefix  text CHECK (code_prefix ~ '^[0-9]{2}$'),
  next_serial  integer NOT NULL DEFAULT 1 CHECK (next_serial >= 1),
  status       text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  product_type text NOT NULL DEFAULT '1',
  sort         integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999),
  description  text CHECK (char_length(description) <= 200),
  version      integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, code),
  FOREIGN KEY (tenant_id, parent_code) REFERENCES sector (tenant_id, code),
  -- A board has a prefix; a sub-sector uses its board's.
  CHECK ((parent_code IS NULL) = (code_prefix IS NOT NULL)),
  CHECK (parent_code IS DISTINCT FROM code)
);
CREATE UNIQUE INDEX sector_prefix_idx ON sector (tenant_id, code_prefix) WHERE code_prefix IS NOT NULL;
CREATE INDEX sector_parent_idx ON sector (tenant_id, parent_code, sort);
ALTER TABLE sector ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON sector
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON sector FROM rer_app;

ALTER TABLE company ADD COLUMN featured_sector text;
-- One company per listing code in a tenant (codes are never reused).
CREATE UNIQUE INDEX company_list_code_idx ON company (tenant_id, list_code) WHERE list_code IS NOT NULL;
CREATE INDEX company_listed_idx ON company (tenant_id, sector, listing_date DESC) WHERE is_listing;

ALTER TABLE company_service DROP CONSTRAINT company_service_service_type_check;
ALTER TABLE company_service ADD CONSTRAINT company_service_service_type_check
  CHECK (service_type IN ('1', '2', '3', '4'));

-- 挂牌自评: append-only, one row per submitted questionnaire.
CREATE TABLE listing_assessment (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  company_id  uuid NOT NULL REFERENCES company (uuid),
  account_id  uuid NOT NULL,
  answers     jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  score       smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
  result      text NOT NULL CHECK (result IN ('unqualified', 'basic', 'growth', 'innovation')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_assessment_company_idx ON listing_assessment (tenant_id, company_id, id DESC);
ALTER TABLE listing_assessment ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON listing_assessment
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE UPDATE, DELETE, TRUNCATE ON listing_assessment FROM rer_app;

-- 挂牌产品: the products a listed (or listing) enterprise shows with its listing (002 §3 products).
CREATE TABLE listing_product (
  id            uuid PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  company_id    uuid NOT NULL REFERENCES company (uuid),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  spec          text CHECK (char_length(spec) <= 100),
  release_date  date,
  industry      text CHECK (char_length(industry) <= 64),
  year_revenue  numeric(20, 2) CHECK (year_revenue >= 0),
  market_share  numeric(5, 2) CHECK (market_share BETWEEN 0 AND 100),
  description   text CHECK (char_length(description) <= 500),
  status        text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  version       integer NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_product_company_idx ON listing_product (tenant_id, company_id, created_at);
ALTER TABLE listing_product ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON listing_product
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE TRUNCATE ON listing_product FROM rer_app;
