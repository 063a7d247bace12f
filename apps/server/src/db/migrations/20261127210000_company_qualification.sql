-- The company's qualifications (issue 21, ADR 47; 001 §3.1, 002 §3 qualification entity): one row
-- per qualification the company holds or held, category and type as dictionary keys
-- (qualificationCategory and the type dictionary of the category), status 1 生效 / 0 失效. Read
-- by companyQualification/getAll… and getLatest…CompanyUuid, and by the form validator (the
-- effective ones, 已有生效的 […] 资质，请勿重新添加); written by the businesses that grant them.
CREATE TABLE company_qualification (
  id                          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id                   text NOT NULL REFERENCES tenant (tenant_id),
  company_id                  uuid NOT NULL REFERENCES company (uuid),
  qualification_category      text NOT NULL CHECK (qualification_category IN ('1', '2', '3', '255')),
  maket_role                  text NOT NULL CHECK (maket_role ~ '^\d{1,3}$'),
  qualification_code          text CHECK (char_length(qualification_code) <= 50),
  certification_doc           text CHECK (char_length(certification_doc) <= 50),
  qualification_authenticator text CHECK (char_length(qualification_authenticator) <= 50),
  certification_time          date,
  qualification_reviewer      text CHECK (char_length(qualification_reviewer) <= 50),
  review_time                 date,
  qualification_status        text NOT NULL CHECK (qualification_status IN ('0', '1')),
  certification_description   text CHECK (char_length(certification_description) <= 50),
  application_id              uuid,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_qualification_company_idx ON company_qualification (tenant_id, company_id);
-- One effective qualification per category and type (002 §5: never added twice while effective).
CREATE UNIQUE INDEX company_qualification_effective_uq ON company_qualification
  (company_id, qualification_category, maket_role) WHERE qualification_status = '1';

ALTER TABLE company_qualification ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_qualification
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
