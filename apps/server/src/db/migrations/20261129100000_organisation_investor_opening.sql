-- Institution and product investor openings (issue 22, ADR 64): 550131 opens an institution's
-- registration account (organ type 1), 550132 a product's (organ type 3). The profile keeps what
-- the application gave beyond the account row: the capital account, the product it is the account
-- of, the details (legal representative, executives, shareholders with their look-through,
-- qualifications, product details) and the qualification's expiry. One open institution or
-- product profile per certificate (the credit code, the product's filing number): with the
-- applying login's row lock, a concurrent second opening fails instead of opening twice.
ALTER TABLE investor_profile
  ADD COLUMN capital_account  text CHECK (char_length(capital_account) <= 50),
  ADD COLUMN product_id       uuid REFERENCES product (uuid),
  ADD COLUMN details          jsonb,
  ADD COLUMN qualification_expires_on date;

CREATE UNIQUE INDEX investor_profile_institution_idx
  ON investor_profile (tenant_id, cert_type, certificate_no) WHERE organ_type = 1 AND closed_at IS NULL;
CREATE UNIQUE INDEX investor_profile_product_idx
  ON investor_profile (tenant_id, cert_type, certificate_no) WHERE organ_type = 3 AND closed_at IS NULL;
