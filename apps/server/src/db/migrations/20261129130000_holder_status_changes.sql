-- Holder-account status changes by staff (issue 22, ADR 67: 550306 冻结, 550307 解冻, 550031 销户).
-- 销户 is refused while the account has any open encumbrance: read by holder across companies,
-- which the company-first index of the register does not serve.
CREATE INDEX encumbrance_holder_open_idx ON encumbrance (tenant_id, holder_id) WHERE status <> 'released';
