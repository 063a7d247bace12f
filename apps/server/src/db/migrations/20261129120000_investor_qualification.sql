-- Qualified investors (issue 22, ADR 66): each completed certification — 550032 机构投资者认证,
-- 550138 产品认证, 550091 个人合格投资者认证 — is one row: whose login it certifies, the rule of
-- the qualified-investor standard (证监会令第132号) the evidence met, the evidence as filed, when it
-- was certified and when it expires. Append-only: a new certification is a new row, the latest row
-- per (login, kind) is the current one. The investment-zone gate (002 §6) reads it.
CREATE TABLE investor_qualification (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  account_id      uuid NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('institution', 'product', 'person')),
  rule_id         text NOT NULL CHECK (char_length(rule_id) BETWEEN 1 AND 40),
  app_id          text NOT NULL,
  application_id  uuid NOT NULL,
  biz_sn          text NOT NULL,
  evidence        jsonb NOT NULL CHECK (jsonb_typeof(evidence) = 'object'),
  certified_at    timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  CHECK (expires_at > certified_at),
  UNIQUE (tenant_id, application_id)
);
CREATE INDEX investor_qualification_account_idx
  ON investor_qualification (tenant_id, account_id, kind, id DESC);

ALTER TABLE investor_qualification ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON investor_qualification
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE UPDATE, DELETE, TRUNCATE ON investor_qualification FROM rer_app;

-- Suitability confirmations (适当性, ADR 66): an investor's explicit confirmation that he or she
-- takes on a product whose risk exceeds his or her assessed level, recorded with the levels compared
-- and the exact message confirmed; the business that asked names it (appId, its application).
CREATE TABLE suitability_confirmation (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id           text NOT NULL REFERENCES tenant (tenant_id),
  account_id          uuid NOT NULL,
  holder_id           uuid NOT NULL REFERENCES holder_account (uuid),
  app_id              text NOT NULL,
  application_id      uuid,
  risk_type           smallint NOT NULL CHECK (risk_type IN (1, 2, 6)),
  investor_level      text NOT NULL CHECK (investor_level IN ('C1', 'C2', 'C3', 'C4', 'C5')),
  product_risk_level  text NOT NULL CHECK (product_risk_level IN ('R1', 'R2', 'R3', 'R4', 'R5')),
  message             text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 200),
  confirmed_at        timestamptz NOT NULL
);
CREATE INDEX suitability_confirmation_holder_idx
  ON suitability_confirmation (tenant_id, holder_id, app_id, id DESC);

ALTER TABLE suitability_confirmation ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON suitability_confirmation
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE UPDATE, DELETE, TRUNCATE ON suitability_confirmation FROM rer_app;
