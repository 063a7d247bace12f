/**
 * Rules shared by the businesses that change the share register (000 §4, 002 §4, §5): which
 * transfer types need the transferor's rights confirmed, and the messages about unconfirmed
 * shareholders.
 */

/** 000 §4: for 550004 and 550066 the confirmation rule applies only to these transfer types. */
export const RIGHTS_CONFIRMATION_TRANSFER_TYPES: readonly string[] = ['1', '4', '5', '6', '11', '12'];

/** The text the management side records when it continues with an unconfirmed shareholder (000 §4). */
export const RIGHTS_UNCONFIRMED_TEXT = '该股东未确权';

/** 002 §5, verbatim: N条股东信息未确权,需确权后方能办理业务。 */
export function unconfirmedShareholdersMessage(count: number): string {
  return `${count}条股东信息未确权,需确权后方能办理业务。`;
}

/** Whether a transfer of this type (the form's transferType) needs the rights confirmed. */
export function transferTypeNeedsConfirmation(transferType: string | null | undefined): boolean {
  return (RIGHTS_CONFIRMATION_TRANSFER_TYPES as readonly (string | null | undefined)[]).includes(
    transferType,
  );
}
