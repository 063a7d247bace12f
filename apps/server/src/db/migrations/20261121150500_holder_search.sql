-- Holder and member search (issue 4, part B): search indexes on holder_account, the company a
-- registration account was opened with and whether it is a shareholder or a creditor, product
-- types, and the member institutions with their cooperation bindings to companies.
--
-- Search pattern (architecture §Data): name substrings use cjk_bigrams(col) @> cjk_query_tokens(q)
-- AND col LIKE '%q%'; exact keys (account, certificate, user code, mobile) use btree indexes.

ALTER TABLE holder_account
  ADD COLUMN company_id    uuid REFERENCES company (uuid),
  ADD COLUMN holder_type   smallint NOT NULL DEFAULT 1 CHECK (holder_type IN (1, 2)),
  ADD COLUMN product_type  text CHECK (product_type ~ '^\d{1,3}$'),
  ADD COLUMN is_sign       smallint NOT NULL DEFAULT 0 CHECK (is_sign IN (0, 1));
COMMENT ON COLUMN holder_account.company_id IS 'The company whose register the account was opened with (spec 000 §3 companyId).';
COMMENT ON COLUMN holder_account.holder_type IS '1 shareholder, 2 creditor (spec 001 §3.3 holderType).';
COMMENT ON COLUMN holder_account.product_type IS 'Product line of the account (dictionary code); 999 in a query means no filter.';
COMMENT ON COLUMN holder_account.is_sign IS '1 when the holder has signed the registration service agreement.';

ALTER TABLE product
  ADD COLUMN product_type text CHECK (product_type ~ '^\d{1,3}$');

-- (tenant_id, account_number) is already unique (identity migration): exact account lookups use it.
CREATE INDEX holder_account_name_cjk_idx ON holder_account USING gin (cjk_bigrams(holder_name));
CREATE INDEX holder_account_certificate_idx ON holder_account (tenant_id, certificate_no);
CREATE INDEX holder_account_user_code_idx ON holder_account (tenant_id, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX holder_account_mobile_idx ON holder_account (tenant_id, mobile) WHERE mobile IS NOT NULL;
CREATE INDEX holder_account_company_idx ON holder_account (company_id, holder_type, account_number);
-- Company names are searched with the same pattern (no new company column; the index may exist).
CREATE INDEX IF NOT EXISTS company_name_cjk_idx ON company USING gin (cjk_bigrams(name));

-- Row-level security hides these GIN indexes from request transactions: a policy's condition
-- must run before any condition whose operator is not LEAKPROOF (@> and LIKE are not), so under
-- rer_app the planner scans the whole table (measured: 400 ms at 1,000,000 holders). These
-- functions run as the table owner (SECURITY DEFINER, not subject to the policy) and filter by
-- app_tenant_id() themselves, so they return exactly the rows the policy allows and use the index.
-- The search string is taken literally (% and _ escaped for LIKE).
CREATE FUNCTION holder_ids_by_name(q text) RETURNS SETOF uuid
  LANGUAGE sql STABLE STRICT SECURITY DEFINER ROWS 200
  SET search_path = public, pg_temp
  AS $$
    SELECT h.uuid FROM holder_account h
    WHERE h.tenant_id = app_tenant_id()
      AND cjk_bigrams(h.holder_name) @> cjk_query_tokens(q)
      AND h.holder_name LIKE '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  $$;

CREATE FUNCTION company_ids_by_name(q text) RETURNS SETOF uuid
  LANGUAGE sql STABLE STRICT SECURITY DEFINER ROWS 20
  SET search_path = public, pg_temp
  AS $$
    SELECT c.uuid FROM company c
    WHERE c.tenant_id = app_tenant_id()
      AND cjk_bigrams(c.name) @> cjk_query_tokens(q)
      AND c.name LIKE '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  $$;

-- Member institutions (会员): custno is the member code.
CREATE TABLE member (
  id              uuid PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  custno          text NOT NULL CHECK (custno ~ '^[A-Za-z0-9_-]{1,32}$'),
  chinese_name    text NOT NULL CHECK (char_length(chinese_name) BETWEEN 1 AND 200),
  certificate_no  text,
  status          smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  account_id      uuid REFERENCES account (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, custno)
);
COMMENT ON COLUMN member.status IS '1 normal, 0 closed.';
COMMENT ON COLUMN member.account_id IS 'The login account of the member zone acting for this member, if any.';
CREATE INDEX member_name_cjk_idx ON member USING gin (cjk_bigrams(chinese_name));
CREATE INDEX member_account_idx ON member (account_id) WHERE account_id IS NOT NULL;

-- Cooperation bindings (spec 001 §3.4 member-company row).
CREATE TABLE member_company (
  tenant_id    text NOT NULL REFERENCES tenant (tenant_id),
  member_id    uuid NOT NULL REFERENCES member (id),
  company_id   uuid NOT NULL REFERENCES company (uuid),
  jbr_name     text CHECK (char_length(jbr_name) <= 100),
  jbr_phone    text CHECK (jbr_phone ~ '^1\d{10}$'),
  is_send_msg  smallint NOT NULL DEFAULT 0 CHECK (is_send_msg IN (0, 1)),
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, company_id)
);
CREATE INDEX member_company_company_idx ON member_company (company_id, member_id);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['member', 'member_company']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;
