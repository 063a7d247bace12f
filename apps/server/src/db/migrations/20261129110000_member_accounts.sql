-- Member institutions' own businesses (issue 22, ADR 65): 550012 会员开户 creates the member row
-- (status 1: memberStatus 1) for the applying member-zone login, with its profile and
-- qualification; 550020 会员信息变更 revises them. One open member per login: the partial unique
-- index below is the database's last word beside the login's row lock taken by the completion.
CREATE UNIQUE INDEX member_one_open_per_account_idx
  ON member (tenant_id, account_id) WHERE account_id IS NOT NULL AND status = 1;

CREATE TABLE member_profile (
  member_id            uuid PRIMARY KEY REFERENCES member (id),
  tenant_id            text NOT NULL REFERENCES tenant (tenant_id),
  legal_representative text CHECK (char_length(legal_representative) <= 100),
  contact_name         text CHECK (char_length(contact_name) <= 100),
  contact_phone        text CHECK (contact_phone ~ '^1\d{10}$'),
  email                text CHECK (char_length(email) <= 100),
  address              text CHECK (char_length(address) <= 200),
  -- The qualification rows of the member mode (001 §6): the intermediary default and rows held.
  qualification        jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(qualification) = 'array'),
  application_id       uuid NOT NULL,
  opened_at            timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN member_profile.application_id IS 'The last completed 550012 or 550020 application.';

ALTER TABLE member_profile ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON member_profile
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());

-- A binding ended by a revision keeps its row (status 0) with when and by which application.
ALTER TABLE member_company
  ADD COLUMN ended_at timestamptz,
  ADD COLUMN application_id uuid;
CREATE INDEX member_company_member_idx ON member_company (member_id) WHERE status = 1;
