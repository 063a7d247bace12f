-- The chain-node interfaces' rate limit (issue 24, ADR 78): calls per regulator account and
-- one-minute window, counted in the database so that every API process (every full node)
-- enforces the same limit. One upsert per call; old windows are removed by the same statement's
-- caller now and then (rows are tiny: one per account and minute).
CREATE TABLE chain_node_rate (
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  account_id    uuid NOT NULL,
  window_start  timestamptz NOT NULL,
  calls         integer NOT NULL CHECK (calls > 0),
  PRIMARY KEY (tenant_id, account_id, window_start)
);

ALTER TABLE chain_node_rate ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON chain_node_rate
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
