-- Investor risk assessment (issue 22, ADR 62): each questionnaire an investor answers for one of
-- its registration accounts (holder_account) and one risk type (001 §3.19: 1 private equity,
-- 2 private convertible bond, 6 private fund share). Append-only history: a new assessment is a
-- new row, the latest row per (holder, risk type) is the current result, valid until expires_at.
-- The score and level are computed by the server from the answers, never taken from the client.
CREATE TABLE risk_assessment (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id              text NOT NULL REFERENCES tenant (tenant_id),
  holder_id              uuid NOT NULL REFERENCES holder_account (uuid),
  account_id             uuid NOT NULL,
  risk_type              smallint NOT NULL CHECK (risk_type IN (1, 2, 6)),
  questionnaire_version  text NOT NULL CHECK (char_length(questionnaire_version) BETWEEN 1 AND 20),
  answers                jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  score                  smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
  risk_level             text NOT NULL CHECK (risk_level IN ('C1', 'C2', 'C3', 'C4', 'C5')),
  tested_at              timestamptz NOT NULL DEFAULT now(),
  expires_at             timestamptz NOT NULL,
  CHECK (expires_at > tested_at)
);
CREATE INDEX risk_assessment_holder_idx ON risk_assessment (tenant_id, holder_id, risk_type, id DESC);

ALTER TABLE risk_assessment ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON risk_assessment
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());

-- History is kept: the application role may add rows but never change or remove them.
REVOKE UPDATE, DELETE, TRUNCATE ON risk_assessment FROM rer_app;
