-- Investor account opening (issue 22, ADR 61): the registration account (登记账户) an investor
-- opens through a business (550130 personal) is a holder_account row bound to the applying login
-- (account_holder); the profile the application gave (identity, contacts, bank card, address) is
-- one investor_profile row per opened account. A person holds one personal account: one open
-- personal profile per login and per certificate (the unique indexes below, with the login's row
-- lock taken by the completion, make a concurrent second opening fail instead of opening twice).
CREATE TABLE investor_profile (
  id              uuid PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  account_id      uuid NOT NULL REFERENCES account (id),
  holder_id       uuid NOT NULL UNIQUE REFERENCES holder_account (uuid),
  organ_type      smallint NOT NULL CHECK (organ_type IN (1, 2, 3)),
  holder_name     text NOT NULL CHECK (char_length(holder_name) BETWEEN 1 AND 100),
  cert_type       text NOT NULL,
  certificate_no  text NOT NULL CHECK (char_length(certificate_no) BETWEEN 1 AND 50),
  mobile          text CHECK (mobile ~ '^1\d{10}$'),
  email           text,
  bank_name       text,
  bank_card       text CHECK (bank_card ~ '^\d{16,19}$'),
  address         text,
  application_id  uuid,
  opened_at       timestamptz NOT NULL DEFAULT now(),
  closed_at       timestamptz
);
CREATE UNIQUE INDEX investor_profile_personal_login_idx
  ON investor_profile (tenant_id, account_id) WHERE organ_type = 2 AND closed_at IS NULL;
CREATE UNIQUE INDEX investor_profile_personal_person_idx
  ON investor_profile (tenant_id, cert_type, certificate_no) WHERE organ_type = 2 AND closed_at IS NULL;

ALTER TABLE investor_profile ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON investor_profile
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
