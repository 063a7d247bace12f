import { type DeclarationSlot, JUDICIAL_SLOTS } from '@rer/domain';
import { DeclarationSlots, type SlotFiles } from '../shared/declaration-slots';

export type { SlotFiles };

/** 001 §3.10: 1015–1017 one file each, required; att4 other materials. */
const SLOTS: readonly DeclarationSlot[] = JUDICIAL_SLOTS.map((s) => ({
  slot: s.key,
  label: s.label,
  required: s.required,
  fileLimit: s.limit,
}));

/**
 * The attachments of one judicial declaration row, uploaded through put-model-file-attach with
 * the declarations' one rule (001 §5.10; `businesses/shared/declaration-slots.tsx`).
 */
export function JudicialSlots(props: {
  value: SlotFiles;
  onChange: (value: SlotFiles) => void;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  return <DeclarationSlots slots={SLOTS} testIdPrefix="judicial-slot" {...props} />;
}
