-- The company record (issue 21, ADR 45): every section of 002 §3's company form held as data of
-- the company, with its history. One-to-one facts the law or the market reads (names, ids,
-- capital, dates, industries, region, addresses, status, layering) are columns of `company`;
-- the small descriptive groups (legal representative, staffing, controllers, supplements,
-- evaluation, recommended unit, account manager) are one jsonb row each in `company_section`;
-- former names and yearly financials are typed child tables; the other history tables are rows
-- of `company_list_row`. Every change of the record is one `company_revision` row (before/after
-- of the sections it changed, actor, application, time), append-only like the audit trail.

ALTER TABLE company
  ADD COLUMN english_name                 text CHECK (char_length(english_name) <= 300),
  ADD COLUMN org_nature                   text,
  ADD COLUMN ownership_nature             text,
  ADD COLUMN economic_type                text,
  ADD COLUMN market_subject               text,
  ADD COLUMN scale_type                   text,
  ADD COLUMN personnel_size               text,
  ADD COLUMN registered_capital_currency  text NOT NULL DEFAULT 'CNY' CHECK (registered_capital_currency ~ '^[A-Z]{3}$'),
  ADD COLUMN paid_in_capital_currency     text NOT NULL DEFAULT 'CNY' CHECK (paid_in_capital_currency ~ '^[A-Z]{3}$'),
  ADD COLUMN capital_due_date             date,
  ADD COLUMN province_code                text CHECK (province_code ~ '^\d{6}$'),
  ADD COLUMN city_code                    text CHECK (city_code ~ '^\d{6}$'),
  ADD COLUMN district_code                text CHECK (district_code ~ '^\d{6}$'),
  ADD COLUMN registered_address           text CHECK (char_length(registered_address) <= 300),
  ADD COLUMN office_address               text CHECK (char_length(office_address) <= 300),
  ADD COLUMN contact_address              text CHECK (char_length(contact_address) <= 300),
  ADD COLUMN contact_phone                text,
  ADD COLUMN fax                          text,
  ADD COLUMN postal_code                  text CHECK (postal_code ~ '^\d{6}$'),
  ADD COLUMN website                      text,
  ADD COLUMN mail_box                     text,
  ADD COLUMN shareholders_number          integer CHECK (shareholders_number >= 0),
  ADD COLUMN invoice_bank                 text,
  ADD COLUMN invoice_account              text,
  ADD COLUMN invoice_address              text,
  ADD COLUMN invoice_phone                text,
  ADD COLUMN approval_date                date,
  ADD COLUMN insured_number               integer CHECK (insured_number >= 0),
  ADD COLUMN company_status               text,
  ADD COLUMN revocation_reason            text,
  ADD COLUMN revocation_date              date,
  ADD COLUMN deregistration_reason        text,
  ADD COLUMN deregistration_date          date,
  ADD COLUMN csrc_industry_key            text,
  ADD COLUMN emerging_industry            text,
  ADD COLUMN key_industrial_fields        text,
  ADD COLUMN actual_effect                text,
  ADD COLUMN business_scope               text CHECK (char_length(business_scope) <= 4000),
  ADD COLUMN main_business                text CHECK (char_length(main_business) <= 2000),
  ADD COLUMN profile                      text CHECK (char_length(profile) <= 4000),
  ADD COLUMN applied_tier                 text,
  ADD COLUMN transfer_board_intention     text,
  -- The record's own optimistic version: register events bump `version` (issued shares), and an
  -- edit of the address must not conflict with a transfer approved meanwhile.
  ADD COLUMN record_version               integer NOT NULL DEFAULT 1 CHECK (record_version >= 1);

CREATE TABLE company_section (
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  company_id  uuid NOT NULL REFERENCES company (uuid),
  section     text NOT NULL CHECK (section IN ('legal', 'staffing', 'controllers', 'supplements',
                'evaluation', 'recommendedUnit', 'accountManager')),
  data        jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, section)
);

CREATE TABLE company_former_name (
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  company_id  uuid NOT NULL REFERENCES company (uuid),
  seq         integer NOT NULL CHECK (seq >= 1),
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  changed_on  date,
  PRIMARY KEY (company_id, seq)
);

-- Yearly financials in 万元 (002 §3), one row per year. Counts of people are integers.
CREATE TABLE company_financial (
  tenant_id                  text NOT NULL REFERENCES tenant (tenant_id),
  company_id                 uuid NOT NULL REFERENCES company (uuid),
  year                       smallint NOT NULL CHECK (year BETWEEN 1900 AND 2200),
  total_business_revenue     numeric(20, 6),
  main_business_revenue      numeric(20, 6),
  total_liabilities          numeric(20, 6),
  total_assets               numeric(20, 6),
  total_rnd_expense          numeric(20, 6),
  net_profit                 numeric(20, 6),
  equity_financing_increase  numeric(20, 6),
  event_cash                 numeric(20, 6),
  practitioner               integer CHECK (practitioner >= 0),
  staff_number               integer CHECK (staff_number >= 0),
  rnd_staff_number           integer CHECK (rnd_staff_number >= 0),
  PRIMARY KEY (company_id, year)
);

CREATE TABLE company_list_row (
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  company_id  uuid NOT NULL REFERENCES company (uuid),
  section     text NOT NULL CHECK (section IN ('investments', 'certificates', 'credentials', 'awards',
                'cnmaker', 'rndOrgs', 'products', 'trademarks', 'complianceMotions', 'contacts')),
  seq         integer NOT NULL CHECK (seq >= 1),
  data        jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  PRIMARY KEY (company_id, section, seq)
);

CREATE TABLE company_revision (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  company_id      uuid NOT NULL REFERENCES company (uuid),
  -- The record_version this change produced.
  record_version  integer NOT NULL CHECK (record_version >= 2),
  actor_id        text,
  actor_name      text NOT NULL,
  application_id  uuid,
  reason          text CHECK (char_length(reason) <= 500),
  sections        text[] NOT NULL CHECK (cardinality(sections) >= 1),
  before          jsonb NOT NULL,
  after           jsonb NOT NULL,
  occurred_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, record_version)
);
CREATE INDEX company_revision_application_idx ON company_revision (application_id) WHERE application_id IS NOT NULL;

CREATE TRIGGER company_revision_append_only BEFORE UPDATE OR DELETE ON company_revision
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER company_revision_no_truncate BEFORE TRUNCATE ON company_revision
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['company_section', 'company_former_name', 'company_financial', 'company_list_row',
    'company_revision']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;

-- The history is appended, never rewritten.
REVOKE UPDATE, DELETE ON company_revision FROM rer_app;
