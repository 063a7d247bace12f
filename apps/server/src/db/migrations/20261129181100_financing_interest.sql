-- Investors' expressions of interest in a published financing need (ADR 84): the contact through the
-- platform. The investor's own name (its login's real name) is shown to the need's enterprise only,
-- never publicly. One per investor login and need; kept as history (never changed or removed).
CREATE TABLE financing_interest (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id      text NOT NULL REFERENCES tenant (tenant_id),
  need_id        bigint NOT NULL REFERENCES financing_need (id),
  account_id     uuid NOT NULL,
  investor_name  text NOT NULL CHECK (char_length(investor_name) BETWEEN 1 AND 100),
  message        text CHECK (char_length(message) <= 200),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, need_id, account_id)
);

ALTER TABLE financing_interest ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON financing_interest
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE UPDATE, DELETE, TRUNCATE ON financing_interest FROM rer_app;
