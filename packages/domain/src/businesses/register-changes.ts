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

/**
 * The refusal of a transfer or decrease larger than the available shares, said at submit. When
 * the holding covers the quantity but part of it is pledged, frozen or restricted, it says so:
 * those shares stay where they are until released (issue 23).
 */
export function unavailableSharesMessage(
  holderName: string,
  holding: { held: bigint; pledged: bigint; frozen: bigint; locked: bigint } | null,
  quantity: bigint,
): string {
  const held = holding?.held ?? 0n;
  const encumbered = holding ? holding.pledged + holding.frozen + holding.locked : 0n;
  const available = held - encumbered;
  const base = `可用股份不足：${holderName}可用${available}股，申请${quantity}股`;
  if (!holding || quantity > held) return base;
  const parts = [
    holding.pledged > 0n ? `已质押${holding.pledged}股` : '',
    holding.frozen > 0n ? `已冻结${holding.frozen}股` : '',
    holding.locked > 0n ? `限售${holding.locked}股` : '',
  ].filter(Boolean);
  return `${base}（持有${held}股，其中${parts.join('、')}；质押、冻结或限售的股份不能转让）`;
}
