-- The share register (issue 4, ADR 9): companies get their register fields; register events are
-- the append-only history; holdings and encumbrances are its projection, written in the same
-- transaction as each event. The database itself refuses what would break the register.

ALTER TABLE company
  ADD COLUMN code                 text,
  ADD COLUMN list_code            text,
  ADD COLUMN show_code            text,
  ADD COLUMN id_type              text,
  ADD COLUMN registered_capital   numeric(24, 6) CHECK (registered_capital >= 0),
  ADD COLUMN paid_in_capital      numeric(24, 6) CHECK (paid_in_capital >= 0),
  ADD COLUMN total_issued_shares  bigint NOT NULL DEFAULT 0 CHECK (total_issued_shares >= 0),
  ADD COLUMN industry_key         text,
  ADD COLUMN region_code          text,
  ADD COLUMN registry_date        date,
  ADD COLUMN register_date        date,
  ADD COLUMN listing_date         date,
  ADD COLUMN show_time_start      date,
  ADD COLUMN is_register          boolean NOT NULL DEFAULT false,
  ADD COLUMN is_listing           boolean NOT NULL DEFAULT false,
  ADD COLUMN show_status          smallint,
  ADD COLUMN hitech_status        smallint,
  ADD COLUMN sector               text,
  ADD COLUMN show_plate           text,
  ADD COLUMN label_name           text,
  ADD COLUMN logo_file_id         text;
CREATE UNIQUE INDEX company_code_idx ON company (tenant_id, code) WHERE code IS NOT NULL;

CREATE TABLE register_event (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id          text NOT NULL REFERENCES tenant (tenant_id),
  company_id         uuid NOT NULL REFERENCES company (uuid),
  seq                bigint NOT NULL CHECK (seq > 0),
  event_type         text NOT NULL CHECK (event_type IN ('initialRegistration', 'issue', 'cancellation',
                       'transfer', 'pledge', 'pledgeRelease', 'judicialFreeze', 'freezeRenewal',
                       'queuedFreeze', 'unfreeze', 'seizure', 'lock', 'unlock', 'reversal')),
  occurred_at        timestamptz NOT NULL,
  recorded_at        timestamptz NOT NULL DEFAULT now(),
  payload            jsonb NOT NULL,
  basis_kind         text NOT NULL CHECK (basis_kind IN ('application', 'court', 'contract', 'other')),
  basis_reference    text NOT NULL CHECK (char_length(btrim(basis_reference)) > 0),
  biz_sn             text,
  actor_id           text,
  reverses_event_id  bigint REFERENCES register_event (id),
  reason             text,
  UNIQUE (company_id, seq),
  CHECK ((event_type = 'reversal') = (reverses_event_id IS NOT NULL)),
  CHECK (event_type <> 'reversal' OR char_length(btrim(coalesce(reason, ''))) > 0)
);
-- An event is reversed at most once.
CREATE UNIQUE INDEX register_event_reverses_idx ON register_event (reverses_event_id)
  WHERE reverses_event_id IS NOT NULL;
CREATE INDEX register_event_occurred_idx ON register_event (company_id, occurred_at);

-- History is never rewritten: corrections are reversing events. Even the owner is refused.
CREATE TRIGGER register_event_append_only BEFORE UPDATE OR DELETE ON register_event
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER register_event_no_truncate BEFORE TRUNCATE ON register_event
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- Gapless per company and never effective before the previous event: seq = last + 1 (the unique
-- index makes two concurrent inserts of the same seq fail), occurred_at ≥ the last one's.
CREATE FUNCTION register_event_check_sequence() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    last record;
  BEGIN
    SELECT seq, occurred_at INTO last FROM register_event
      WHERE company_id = NEW.company_id ORDER BY seq DESC LIMIT 1;
    IF NEW.seq <> coalesce(last.seq, 0) + 1 THEN
      RAISE EXCEPTION 'register_event: seq % of company % is not the next (last %)', NEW.seq, NEW.company_id,
        coalesce(last.seq, 0) USING ERRCODE = 'check_violation';
    END IF;
    IF last.occurred_at IS NOT NULL AND NEW.occurred_at < last.occurred_at THEN
      RAISE EXCEPTION 'register_event: occurred_at earlier than the previous event' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END $$;
CREATE TRIGGER register_event_sequence BEFORE INSERT ON register_event
  FOR EACH ROW EXECUTE FUNCTION register_event_check_sequence();

CREATE TABLE holding (
  tenant_id      text NOT NULL REFERENCES tenant (tenant_id),
  company_id     uuid NOT NULL REFERENCES company (uuid),
  holder_id      uuid NOT NULL REFERENCES holder_account (uuid),
  share_nature   text NOT NULL,
  held           bigint NOT NULL,
  available      bigint NOT NULL,
  pledged        bigint NOT NULL DEFAULT 0,
  frozen         bigint NOT NULL DEFAULT 0,
  locked         bigint NOT NULL DEFAULT 0,
  last_event_id  bigint NOT NULL REFERENCES register_event (id),
  version        integer NOT NULL DEFAULT 1,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, holder_id, share_nature),
  CONSTRAINT holding_not_negative CHECK (held >= 0 AND available >= 0 AND pledged >= 0 AND frozen >= 0 AND locked >= 0),
  CONSTRAINT holding_encumbered_within_held CHECK (pledged + frozen + locked <= held),
  CONSTRAINT holding_available_is_rest CHECK (available = held - pledged - frozen - locked)
);
CREATE INDEX holding_holder_idx ON holding (tenant_id, holder_id);
-- A holding that falls to zero stays (with its last event); projection rows are never deleted.
CREATE TRIGGER holding_no_delete BEFORE DELETE ON holding
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

CREATE TABLE encumbrance (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id             text NOT NULL REFERENCES tenant (tenant_id),
  company_id            uuid NOT NULL REFERENCES company (uuid),
  created_seq           bigint NOT NULL,
  holder_id             uuid NOT NULL,
  share_nature          text NOT NULL,
  kind                  text NOT NULL CHECK (kind IN ('pledge', 'freeze', 'queuedFreeze', 'lock')),
  status                text NOT NULL CHECK (status IN ('active', 'released', 'queued')),
  quantity              bigint NOT NULL,
  original_quantity     bigint NOT NULL CHECK (original_quantity > 0),
  party_name            text,
  party_cert_type       text,
  party_certificate_no  text,
  document_no           text,
  starts_on             date,
  ends_on               date,
  created_event_id      bigint NOT NULL REFERENCES register_event (id),
  last_seq              bigint NOT NULL,
  last_event_id         bigint NOT NULL REFERENCES register_event (id),
  version               integer NOT NULL DEFAULT 1,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, created_seq),
  FOREIGN KEY (company_id, holder_id, share_nature) REFERENCES holding (company_id, holder_id, share_nature),
  CHECK (quantity >= 0 AND quantity <= original_quantity),
  CHECK ((status = 'released') = (quantity = 0)),
  CHECK (status <> 'queued' OR kind = 'queuedFreeze')
);
CREATE INDEX encumbrance_holding_idx ON encumbrance (company_id, holder_id, share_nature) WHERE status <> 'released';
CREATE TRIGGER encumbrance_no_delete BEFORE DELETE ON encumbrance
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Σ held of a company = its issued shares, checked at commit (every event changes both sides in
-- one transaction, so the check is deferred to the end of it). Once per company and transaction:
-- an initial registration of many holders sums the company once, not once per row.
CREATE FUNCTION register_check_balance() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    target uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
    flag text := 'rer_balance.c' || replace(target::text, '-', '');
    issued bigint;
    total bigint;
  BEGIN
    IF current_setting(flag, true) = txid_current()::text THEN
      RETURN NULL;
    END IF;
    PERFORM set_config(flag, txid_current()::text, true);
    SELECT total_issued_shares INTO issued FROM company WHERE uuid = target;
    SELECT coalesce(sum(held), 0) INTO total FROM holding WHERE company_id = target;
    IF issued IS DISTINCT FROM total THEN
      RAISE EXCEPTION '股东名册不平：公司 % 持有合计 % 股，发行总股本 % 股', target, total, issued
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
  END $$;
CREATE CONSTRAINT TRIGGER holding_balance AFTER INSERT OR UPDATE ON holding
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION register_check_balance('company_id');
CREATE CONSTRAINT TRIGGER company_issued_balance AFTER UPDATE OF total_issued_shares ON company
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION register_check_balance('uuid');

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['register_event', 'holding', 'encumbrance']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;

-- The application appends history and updates the projection; it never deletes either.
REVOKE UPDATE, DELETE, TRUNCATE ON register_event FROM rer_app;
REVOKE DELETE, TRUNCATE ON holding, encumbrance FROM rer_app;
