-- The SRDI board (专精特新, 550200 / 550120; issue 25, ADR 81). One row per admission of a company:
-- the tier the evaluation suggested and the reviewers approved, the score and the scoring table
-- (001 §2.9) as evaluated at submission, and the registration form as filed (getLastEvaluationForm
-- answers it). status 1 while on the board, 2 once the 550120 exit completes; a company has at
-- most one open row, which is what makes a second concurrent admission fail (the completion also
-- locks the company row first, so the loser waits and then sees hitech_status 1).
CREATE TABLE company_hitech (
  uuid            uuid PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  company_id      uuid NOT NULL REFERENCES company (uuid),
  application_id  uuid NOT NULL,
  biz_sn          text NOT NULL,
  tier            text NOT NULL CHECK (tier IN ('standard', 'incubation')),
  total_score     smallint NOT NULL CHECK (total_score BETWEEN 0 AND 100),
  evaluation      jsonb NOT NULL CHECK (jsonb_typeof(evaluation) = 'object'),
  form_data       jsonb NOT NULL CHECK (jsonb_typeof(form_data) = 'object'),
  status          text NOT NULL DEFAULT '1' CHECK (status IN ('1', '2')),
  admitted_on     date NOT NULL,
  exited_on       date CHECK (exited_on IS NULL OR exited_on >= admitted_on),
  exit_biz_sn     text,
  exit_reason     text CHECK (char_length(exit_reason) <= 500),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = '2') = (exited_on IS NOT NULL)),
  UNIQUE (tenant_id, application_id)
);
CREATE UNIQUE INDEX company_hitech_open_idx ON company_hitech (tenant_id, company_id) WHERE status = '1';
-- The public list: the tenant's admitted companies by tier, newest admission first.
CREATE INDEX company_hitech_list_idx ON company_hitech (tenant_id, status, tier, admitted_on DESC, uuid);

ALTER TABLE company_hitech ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_hitech
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON company_hitech FROM rer_app;
