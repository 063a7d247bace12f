-- The regional business chain's snapshot entries are of kind `chain-object` (issue 24's contract
-- between the data objects and the node interfaces, ADR 78): entry kinds may contain hyphens.
-- Written to be harmless if the data-objects migration widened the same checks first.
ALTER TABLE ledger_queue DROP CONSTRAINT IF EXISTS ledger_queue_kind_check;
ALTER TABLE ledger_queue ADD CONSTRAINT ledger_queue_kind_check CHECK (kind ~ '^[a-z][a-zA-Z0-9.-]*$');
ALTER TABLE ledger_entry DROP CONSTRAINT IF EXISTS ledger_entry_kind_check;
ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check CHECK (kind ~ '^[a-z][a-zA-Z0-9.-]*$');
