import { evaluateCondition } from '../forms/condition-evaluator.js';
import type { RowButton } from './page-config-schema.js';

/** The buttons a row shows: those without `visibleWhen`, and those whose condition holds on the row. */
export function visibleRowButtons(
  buttons: readonly RowButton[] | undefined,
  row: Record<string, unknown>,
): RowButton[] {
  return (buttons ?? []).filter(
    (button) => !button.visibleWhen || evaluateCondition(button.visibleWhen, { form: {}, context: {}, row }),
  );
}
