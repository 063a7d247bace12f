import type { BusinessDefinition } from '../business.js';

/**
 * 550301 股东确权 (ADR 74): a holder account confirms its holding in one company; the approval
 * records the (company, holder) as confirmed, which lifts the 未确权 blocks of 000 §4 / 002 §4.
 */
export const RIGHTS_CONFIRMATION_APP_ID = '550301';

export const rightsConfirmationBusiness: BusinessDefinition = {
  appId: RIGHTS_CONFIRMATION_APP_ID,
  key: 'rights-confirmation',
  name: '股东确权',
  completionEffect: 'rightsConfirmation',
  listedCounterMessage: null,
  // Confirming is how an unconfirmed holder gets out of the block: it cannot require itself.
  rightsConfirmation: 'never',
  changesRegister: false,
};

/** Why a holder cannot file a 确权 for this company (pure, from what the server read). */
export function rightsConfirmationRefusal(facts: {
  accountNumber: string;
  /** Shares of the company the account holds, across its share natures. */
  held: bigint;
  /** The recorded flag: 1 confirmed, 0 unconfirmed, null none recorded. */
  confirmed: number | null;
}): string | null {
  if (facts.held <= 0n) return `登记账户${facts.accountNumber}未持有该企业股份，无需确权`;
  if (facts.confirmed === 1) return `登记账户${facts.accountNumber}在该企业的持股已确权，无需重复办理`;
  return null;
}
