-- Identity: accounts, roles, zones, the minimal company / holder account / product rows the
-- bindings point at, sessions and refresh tokens, captchas, SMS codes, login attempts.
-- Nothing about sessions lives in process memory: several processes share these tables.

CREATE TABLE account (
  id                     uuid PRIMARY KEY,
  tenant_id              text NOT NULL REFERENCES tenant (tenant_id),
  account                text NOT NULL CHECK (char_length(account) BETWEEN 2 AND 64),
  mobile                 text CHECK (mobile ~ '^1\d{10}$'),
  email                  text,
  real_name              text NOT NULL DEFAULT '',
  id_number              text,
  org_type               smallint NOT NULL DEFAULT 1 CHECK (org_type IN (1, 2)),
  status                 smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  password_hash          text NOT NULL,
  capital_password_hash  text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  version                integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX account_login_name_idx ON account (tenant_id, lower(account));
CREATE UNIQUE INDEX account_mobile_idx ON account (tenant_id, mobile) WHERE mobile IS NOT NULL;

CREATE TABLE role (
  id          uuid PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  role_alias  text NOT NULL CHECK (role_alias ~ '^[a-z][a-z_]*$'),
  role_name   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, role_alias)
);

CREATE TABLE account_role (
  tenant_id   text NOT NULL,
  account_id  uuid NOT NULL REFERENCES account (id),
  role_id     uuid NOT NULL REFERENCES role (id),
  PRIMARY KEY (account_id, role_id)
);

-- The landing modes (zones) an account may enter.
CREATE TABLE account_zone (
  tenant_id     text NOT NULL,
  account_id    uuid NOT NULL REFERENCES account (id),
  landing_mode  text NOT NULL CHECK (landing_mode IN ('org', 'member', 'personalholder', 'orgholder', 'productholder', 'mgr')),
  sort          smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, landing_mode)
);

-- Minimal securities rows; the share-register capability extends them.
CREATE TABLE company (
  uuid          uuid PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  short_name    text,
  credit_code   text CHECK (credit_code ~ '^[0-9A-HJ-NPQRTUWXY]{18}$'),
  company_type  smallint CHECK (company_type IN (1, 2, 3)),
  status        smallint NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX company_credit_code_idx ON company (tenant_id, credit_code) WHERE credit_code IS NOT NULL;

CREATE TABLE holder_account (
  uuid             uuid PRIMARY KEY,
  tenant_id        text NOT NULL REFERENCES tenant (tenant_id),
  account_number   text NOT NULL,
  organ_type       smallint NOT NULL CHECK (organ_type IN (1, 2, 3)),
  holder_name      text NOT NULL,
  cert_type        text NOT NULL,
  certificate_no   text NOT NULL,
  mobile           text,
  capital_account  text,
  user_code        text,
  status           smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 3)),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, account_number)
);

CREATE TABLE product (
  uuid          uuid PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  product_code  text NOT NULL,
  product_name  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, product_code)
);

-- Which enterprises an account may act for: its own (enterprise) or by member cooperation.
CREATE TABLE account_company (
  tenant_id   text NOT NULL,
  account_id  uuid NOT NULL REFERENCES account (id),
  company_id  uuid NOT NULL REFERENCES company (uuid),
  relation    text NOT NULL CHECK (relation IN ('enterprise', 'member_cooperation')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, company_id)
);

-- Which holder accounts (and, for product investors, which product) an account may act for.
CREATE TABLE account_holder (
  id          uuid PRIMARY KEY,
  tenant_id   text NOT NULL,
  account_id  uuid NOT NULL REFERENCES account (id),
  holder_id   uuid NOT NULL REFERENCES holder_account (uuid),
  product_id  uuid REFERENCES product (uuid),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX account_holder_binding_idx
  ON account_holder (account_id, holder_id, coalesce(product_id, '00000000-0000-0000-0000-000000000000'::uuid));

-- A session is one refresh-token family: the login, its zone and the chosen company/holder/product.
CREATE TABLE auth_session (
  id               uuid PRIMARY KEY,
  tenant_id        text NOT NULL,
  account_id       uuid NOT NULL REFERENCES account (id),
  landing_mode     text NOT NULL,
  current_company  uuid,
  current_holder   uuid,
  current_product  uuid,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  revoked_at       timestamptz,
  revoke_reason    text
);
CREATE INDEX auth_session_account_idx ON auth_session (tenant_id, account_id);

-- Refresh tokens: only the SHA-256 of the random token is stored. Rotated on every use.
CREATE TABLE refresh_token (
  id           uuid PRIMARY KEY,
  tenant_id    text NOT NULL,
  account_id   uuid NOT NULL REFERENCES account (id),
  family_id    uuid NOT NULL REFERENCES auth_session (id),
  token_hash   text NOT NULL UNIQUE,
  landing_mode text NOT NULL,
  issued_at    timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  revoked_at   timestamptz,
  replaced_by  uuid
);
CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);

-- Graphic captchas are asked for before the tenant is known: global, single use.
CREATE TABLE captcha (
  key          uuid PRIMARY KEY,
  answer_hash  text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX captcha_expires_idx ON captcha (expires_at);

CREATE TABLE sms_code (
  id          uuid PRIMARY KEY,
  tenant_id   text NOT NULL,
  mobile      text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'register', 'reset', 'pledgeConfirm')),
  code_hash   text NOT NULL,
  ip          text,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  used_at     timestamptz
);
CREATE INDEX sms_code_mobile_idx ON sms_code (tenant_id, mobile, created_at);

-- What the sandbox SMS provider "sent" (never used in production).
CREATE TABLE sms_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id    text NOT NULL,
  mobile       text NOT NULL,
  template     text NOT NULL,
  params       jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (tenant_id, mobile, id);

-- Login and SMS attempts, for lockout and rate limits. Keys name tenant, account, mobile or IP.
CREATE TABLE auth_attempt (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key          text NOT NULL,
  occurred_at  timestamptz NOT NULL,
  success      boolean NOT NULL
);
CREATE INDEX auth_attempt_key_idx ON auth_attempt (key, occurred_at);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['account', 'role', 'account_role', 'account_zone', 'company', 'holder_account',
    'product', 'account_company', 'account_holder', 'auth_session', 'refresh_token', 'sms_code', 'sms_outbox']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;

-- Default privileges from the first migration cover these tables; captcha and auth_attempt are
-- global (not tenant data) and used by the application role as they are.
GRANT SELECT, INSERT, UPDATE, DELETE ON captcha, auth_attempt TO rer_app;
