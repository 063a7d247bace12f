-- The pledge contract of a 550063 application signed through the e-contract provider (ADR 72):
-- one signing flow per application, opened on first use. The contract's text is generated from the
-- application's form each time it is shown; the provider keeps the signed copy.
CREATE TABLE pledge_econtract (
  application_id  uuid PRIMARY KEY REFERENCES application (uuid),
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  provider        text NOT NULL CHECK (provider IN ('sandbox', 'esign')),
  contract_ref    text NOT NULL CHECK (char_length(contract_ref) BETWEEN 1 AND 128),
  created_at      timestamptz NOT NULL
);

ALTER TABLE pledge_econtract ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON pledge_econtract
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE UPDATE, DELETE, TRUNCATE ON pledge_econtract FROM rer_app;
