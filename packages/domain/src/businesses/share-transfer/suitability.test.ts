import { describe, expect, it } from 'vitest';
import {
  SHARE_TRANSFER_SUITABILITY,
  transfereeAssessFirstMessage,
  transfereeConfirmedText,
  transfereeConfirmMissingMessage,
  transferNeedsSuitability,
} from './suitability.js';

describe('550004 suitability (ADR 69)', () => {
  it('applies to an agreed transfer (协议转让, type 1) only', () => {
    expect(transferNeedsSuitability('1')).toBe(true);
    for (const other of ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '99', '', 1, undefined])
      expect(transferNeedsSuitability(other)).toBe(false);
  });

  it('grades the shares as private equity R4', () => {
    expect(SHARE_TRANSFER_SUITABILITY).toEqual({ transferType: '1', riskType: 1, productRiskLevel: 'R4' });
  });

  it('names the transferee, its account and both levels in the messages', () => {
    expect(transfereeAssessFirstMessage('张三', 'R00000000000001')).toBe(
      '受让方张三（R00000000000001）尚未进行风险测评或测评结果已过期，须由受让方完成风险测评后方可办理协议转让',
    );
    expect(transfereeConfirmMissingMessage('张三', 'R00000000000001', 'C2', 'R4')).toBe(
      '受让方张三（R00000000000001）的风险承受能力等级（C2 谨慎型）低于该企业股份风险等级（R4），须由受让方本人在投资者专区【账户总览】确认后方可办理',
    );
    expect(transfereeConfirmedText('张三', 'R00000000000001', 'C2', 'R4', 7)).toBe(
      '受让方张三（R00000000000001）已确认适当性：风险承受能力等级C2，产品风险等级R4（确认记录7）',
    );
  });
});
