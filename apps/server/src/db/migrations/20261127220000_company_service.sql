-- Registration and custody (issue 21, ADR 48): the services a company takes from the market
-- (001 §3.18, §4.8: type 1 托管服务, 2 展示服务, 3 专精特新服务; status 1 on application, 2 exit),
-- one row per service period. The completion of 550001 / 550114 writes the hosting row with status
-- 1 and the process completion date as its start; a company has at most one open hosting row.
CREATE TABLE company_service (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  company_id      uuid NOT NULL REFERENCES company (uuid),
  service_type    text NOT NULL CHECK (service_type IN ('1', '2', '3')),
  service_status  text NOT NULL CHECK (service_status IN ('1', '2')),
  start_date      date NOT NULL,
  end_date        date CHECK (end_date IS NULL OR end_date >= start_date),
  application_id  uuid,
  biz_sn          text,
  reason          text CHECK (char_length(reason) <= 500),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_service_open_idx ON company_service (company_id, service_type)
  WHERE service_status = '1';

ALTER TABLE company_service ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_service
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
