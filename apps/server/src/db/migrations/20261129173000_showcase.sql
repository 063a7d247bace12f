-- Showcase (企业展示 550092, 展示服务退出 550901; issue 25, ADR 80).
-- Show plates (展示板块, 002 §3 "Show plate: key, value"): per tenant, managed by register staff,
-- offered to applicants and to the public showcase filter by getShowPlateByParam. A plate is never
-- deleted (companies keep its code in company.show_plate); staff switch it off (status 0).
CREATE TABLE show_plate (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  code        text NOT NULL CHECK (code ~ '^[A-Za-z0-9_]{2,20}$'),
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  sort_order  integer NOT NULL DEFAULT 0 CHECK (sort_order BETWEEN 0 AND 9999),
  status      smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  version     integer NOT NULL DEFAULT 1,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, name)
);
ALTER TABLE show_plate ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON show_plate
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON show_plate FROM rer_app;

-- Show codes (ZS + six digits, ADR 80): one counter row per tenant, taken with an atomic upsert in
-- the approving transaction, so two completions never draw the same number.
CREATE TABLE show_code_counter (
  tenant_id   text PRIMARY KEY REFERENCES tenant (tenant_id),
  last_value  integer NOT NULL CHECK (last_value > 0)
);
ALTER TABLE show_code_counter ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON show_code_counter
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON show_code_counter FROM rer_app;

-- A show code names one company of its tenant; the public showcase filters displayed companies.
CREATE UNIQUE INDEX company_show_code_idx ON company (tenant_id, show_code) WHERE show_code IS NOT NULL;
CREATE INDEX company_showcase_idx ON company (tenant_id, show_plate) WHERE show_status = 1;
