/**
 * Rules of the register-changing businesses that do not depend on storage: which transfers need
 * the transferor's rights confirmed (000 §4), the messages for unconfirmed shareholders (002 §5)
 * and for listed enterprises (002 §4, §6).
 */
export const SHARE_INCREASE_APP_ID = '550002';
export const SHARE_DECREASE_APP_ID = '550003';
export const SHARE_TRANSFER_APP_ID = '550004';
export const REGISTER_BUSINESS_APP_IDS = [
  SHARE_INCREASE_APP_ID,
  SHARE_DECREASE_APP_ID,
  SHARE_TRANSFER_APP_ID,
];

/** 000 §4: for 550004 and 550066 the confirmation rule applies only to these transfer types. */
export const RIGHTS_CONFIRMATION_TRANSFER_TYPES: readonly string[] = ['1', '4', '5', '6', '11', '12'];
const TRANSFER_APP_IDS = ['550004', '550066'];

/** The text the management side records when it continues with an unconfirmed shareholder (000 §4). */
export const RIGHTS_UNCONFIRMED_TEXT = '该股东未确权';

/** Whether the shareholders of this application must have confirmed rights (000 §4, 002 §4). */
export function needsRightsConfirmation(appId: string, transferType?: string | null): boolean {
  if (TRANSFER_APP_IDS.includes(appId))
    return (RIGHTS_CONFIRMATION_TRANSFER_TYPES as readonly (string | null | undefined)[]).includes(
      transferType,
    );
  return REGISTER_BUSINESS_APP_IDS.includes(appId);
}

/** 002 §5, verbatim: N条股东信息未确权,需确权后方能办理业务。 */
export function unconfirmedShareholdersMessage(count: number): string {
  return `${count}条股东信息未确权,需确权后方能办理业务。`;
}

/**
 * 002 §4, §6: a listed enterprise (isListing 1) handles these businesses at the counter. The spec
 * names the messages without their text; ours say what and where.
 */
export const LISTED_COUNTER_MESSAGES: Readonly<Record<string, string>> = {
  [SHARE_INCREASE_APP_ID]: '挂牌企业的股份增加业务请到柜台办理',
  [SHARE_DECREASE_APP_ID]: '挂牌企业的股份减少业务请到柜台办理',
  [SHARE_TRANSFER_APP_ID]: '挂牌企业的股份转让业务请到柜台办理',
};

export function listedCounterMessage(appId: string): string | null {
  return LISTED_COUNTER_MESSAGES[appId] ?? null;
}
