-- Freezes end by themselves when their term runs out (冻结期限届满未续行的，自动解除): the daily job
-- finds the active ones by end date.
CREATE INDEX encumbrance_freeze_end_idx ON encumbrance (ends_on)
  WHERE status = 'active' AND kind = 'freeze';
