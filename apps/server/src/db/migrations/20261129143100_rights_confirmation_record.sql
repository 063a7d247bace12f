-- 550301 股东确权 (issue 23, ADR 74): a confirmation is one row per holder account per company,
-- kept beside the register (not a register event: it moves no share and encumbers none). The
-- row says which approved application confirmed it and when; the 000 §4 gate reads `confirmed`.
ALTER TABLE rights_confirmation
  ADD COLUMN confirmed_biz_sn text,
  ADD COLUMN confirmed_at timestamptz,
  ADD CONSTRAINT rights_confirmation_application_and_time
    CHECK ((confirmed_biz_sn IS NULL) = (confirmed_at IS NULL));
