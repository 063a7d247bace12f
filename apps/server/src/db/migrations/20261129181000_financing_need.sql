-- Financing needs (融资需求, issue 25 part G2, ADR 84): what an enterprise publishes so that investors
-- find it on /financingIndex, /privateEquityFund and in the investment zone. A need is public only
-- while status = 2 (已发布), which only a staff review sets; any change by its owner sends it back to
-- 1 (待审核). Every change is made at the version read (optimistic), and each writes its audit row.
-- Amounts are 万元 (numeric, two decimals). No person's data is held here: the enterprise and the
-- project only.
CREATE TABLE financing_need (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  company_id      uuid NOT NULL REFERENCES company (uuid),
  title           text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  method          text NOT NULL CHECK (method IN ('1', '2')),
  amount_wan      numeric(12, 2) NOT NULL CHECK (amount_wan > 0 AND amount_wan <= 1000000),
  purpose         text NOT NULL CHECK (char_length(purpose) BETWEEN 1 AND 500),
  industry        text NOT NULL CHECK (industry ~ '^[A-T]$'),
  province_code   text CHECK (province_code ~ '^[0-9]{6}$'),
  city_code       text CHECK (city_code ~ '^[0-9]{6}$'),
  district_code   text CHECK (district_code ~ '^[0-9]{6}$'),
  description     text CHECK (char_length(description) <= 2000),
  status          smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  review_opinion  text CHECK (char_length(review_opinion) <= 500),
  reviewed_by     uuid,
  reviewed_at     timestamptz,
  published_at    timestamptz,
  created_by      uuid NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1 CHECK (version > 0),
  CHECK (status <> 2 OR published_at IS NOT NULL)
);
-- The public list: published needs of a tenant, newest publication first.
CREATE INDEX financing_need_published_idx ON financing_need (tenant_id, published_at DESC, id DESC)
  WHERE status = 2;
CREATE INDEX financing_need_company_idx ON financing_need (tenant_id, company_id, id DESC);
CREATE INDEX financing_need_status_idx ON financing_need (tenant_id, status, id DESC);

ALTER TABLE financing_need ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON financing_need
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- A need is withdrawn, never deleted: its history stays with its audit rows.
REVOKE DELETE, TRUNCATE ON financing_need FROM rer_app;
