-- Holding certificates (持股证明, 550115, ADR 76). One row per certificate, written by the
-- completion of its application (the approving transaction): the holder, the company, the date it
-- speaks of, the stated facts (the register's as-of replay) and the leaf hash of the ledger entry
-- committing to them. The PDF is produced on the first download (it prints that entry's receipt),
-- stored once, and its SHA-256 committed by a second ledger entry: the document columns go from
-- null to set exactly once (trigger), nothing else ever changes, nothing is deleted.
CREATE TABLE holding_certificate (
  certificate_no     text PRIMARY KEY CHECK (certificate_no ~ '^CGZM[0-9]{18}$'),
  tenant_id          text NOT NULL REFERENCES tenant (tenant_id),
  application_id     uuid NOT NULL,
  biz_sn             text NOT NULL,
  applicant_id       uuid NOT NULL,
  company_id         uuid NOT NULL REFERENCES company (uuid),
  holder_id          uuid NOT NULL REFERENCES holder_account (uuid),
  as_of              date NOT NULL,
  facts              jsonb NOT NULL CHECK (jsonb_typeof(facts) = 'object'),
  facts_leaf_hash    text NOT NULL CHECK (facts_leaf_hash ~ '^[0-9a-f]{64}$'),
  issued_at          timestamptz NOT NULL,
  document_key       text,
  document_sha256    text CHECK (document_sha256 ~ '^[0-9a-f]{64}$'),
  document_size      bigint CHECK (document_size > 0),
  document_leaf_hash text CHECK (document_leaf_hash ~ '^[0-9a-f]{64}$'),
  CHECK ((document_key IS NULL) = (document_sha256 IS NULL)
     AND (document_key IS NULL) = (document_size IS NULL)
     AND (document_key IS NULL) = (document_leaf_hash IS NULL)),
  UNIQUE (tenant_id, application_id)
);
CREATE INDEX holding_certificate_holder_idx ON holding_certificate (tenant_id, holder_id, issued_at DESC);
CREATE INDEX holding_certificate_company_idx ON holding_certificate (tenant_id, company_id, issued_at DESC);
CREATE INDEX holding_certificate_applicant_idx ON holding_certificate (tenant_id, applicant_id, issued_at DESC);
CREATE UNIQUE INDEX holding_certificate_document_idx ON holding_certificate (tenant_id, document_sha256)
  WHERE document_sha256 IS NOT NULL;

CREATE FUNCTION holding_certificate_document_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.document_key IS NOT NULL
     OR (to_jsonb(NEW) - 'document_key' - 'document_sha256' - 'document_size' - 'document_leaf_hash')
        IS DISTINCT FROM
        (to_jsonb(OLD) - 'document_key' - 'document_sha256' - 'document_size' - 'document_leaf_hash') THEN
    RAISE EXCEPTION 'holding_certificate: only the document may be set, once';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER holding_certificate_document_once BEFORE UPDATE ON holding_certificate
  FOR EACH ROW EXECUTE FUNCTION holding_certificate_document_once();

ALTER TABLE holding_certificate ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON holding_certificate
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON holding_certificate FROM rer_app;
