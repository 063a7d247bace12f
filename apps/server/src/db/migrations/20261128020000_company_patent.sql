-- The company's patents (issue 21, ADR 50): the patent rows of 001 §3.5 (with their pledge and
-- family rows) a registration and custody application (550001) carries are the company's on
-- completion. One row per patent, its data the widget's row as validated at submit (patent-rules);
-- a patent number appears once per company: a later application's row for it replaces the earlier.
CREATE TABLE company_patent (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  company_id      uuid NOT NULL REFERENCES company (uuid),
  patent_no       text CHECK (char_length(patent_no) BETWEEN 1 AND 50),
  data            jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  application_id  uuid,
  recorded_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_patent_no_idx ON company_patent (company_id, patent_no) WHERE patent_no IS NOT NULL;
CREATE INDEX company_patent_company_idx ON company_patent (company_id, id);

ALTER TABLE company_patent ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_patent
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
