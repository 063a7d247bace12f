import { RISK_BANDS, type RiskLevel } from '../risk-assessment/scoring.js';
import type { ProductRiskLevel } from '../risk-assessment/suitability.js';

/**
 * Suitability (适当性) in 550004 (ADR 69): the transferee of an agreed transfer (协议转让, transfer
 * type 1) takes on the company's shares as an investment; the other types (inheritance, gift,
 * court enforcement, incentive, repurchase …) are not a sale to an investor. Shares of a company in
 * custody on the regional equity market are one product class: private equity (risk type 1) of an
 * unlisted company, graded R4 — our reading (the spec grades no product), one constant to change.
 */
export const SHARE_TRANSFER_SUITABILITY = {
  transferType: '1',
  riskType: 1,
  productRiskLevel: 'R4' as ProductRiskLevel,
} as const;

export const transferNeedsSuitability = (transferType: unknown): boolean =>
  transferType === SHARE_TRANSFER_SUITABILITY.transferType;

const who = (name: string, accountNumber: string) => `受让方${name}（${accountNumber}）`;

/** The transferee has no valid private-equity assessment. */
export const transfereeAssessFirstMessage = (name: string, accountNumber: string) =>
  `${who(name, accountNumber)}尚未进行风险测评或测评结果已过期，须由受让方完成风险测评后方可办理协议转让`;

/** The shares exceed the transferee's level and the transferee has not confirmed it. */
export function transfereeConfirmMissingMessage(
  name: string,
  accountNumber: string,
  investorLevel: RiskLevel,
  productRiskLevel: ProductRiskLevel,
): string {
  const band = RISK_BANDS.find((b) => b.level === investorLevel);
  return (
    `${who(name, accountNumber)}的风险承受能力等级（${investorLevel} ${band?.name ?? ''}）低于该企业股份风险等级` +
    `（${productRiskLevel}），须由受让方本人在投资者专区【账户总览】确认后方可办理`
  );
}

/** The 确认意见 recorded with the application once the transferee's confirmation is found. */
export const transfereeConfirmedText = (
  name: string,
  accountNumber: string,
  investorLevel: RiskLevel,
  productRiskLevel: ProductRiskLevel,
  confirmationId: number,
) =>
  `${who(name, accountNumber)}已确认适当性：风险承受能力等级${investorLevel}，产品风险等级${productRiskLevel}（确认记录${confirmationId}）`;
