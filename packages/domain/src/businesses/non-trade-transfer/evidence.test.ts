import { describe, expect, it } from 'vitest';
import { needsRightsConfirmation } from '../index.js';
import { NON_TRADE_TRANSFER_REASONS, nonTradeEvidenceProblem, nonTradeReasonOf } from './index.js';

const file = [{ attachId: 'a1', originalName: '证明.pdf' }];

/** A form of this reason with every required slot given one file. */
function complete(transferType: string): Record<string, unknown> {
  const reason = nonTradeReasonOf(transferType)!;
  const files = Object.fromEntries(reason.slots.filter((s) => s.required).map((s) => [s.prop, file]));
  return { transferType, [reason.field]: files };
}

describe('550066 reasons and their evidence (ADR 74)', () => {
  it('takes inheritance, gift, court enforcement, administrative allocation and division of property', () => {
    expect(NON_TRADE_TRANSFER_REASONS.map((r) => [r.transferType, r.name])).toEqual([
      ['2', '继承'],
      ['4', '赠与'],
      ['7', '司法强制执行'],
      ['8', '行政划拨'],
      ['5', '离婚财产分割'],
    ]);
  });

  it.each(NON_TRADE_TRANSFER_REASONS.map((r) => [r.name, r.transferType]))(
    '%s: complete evidence passes; each required slot missing is named',
    (_, transferType) => {
      expect(nonTradeEvidenceProblem(complete(transferType))).toBeNull();
      const reason = nonTradeReasonOf(transferType)!;
      for (const slot of reason.slots.filter((s) => s.required)) {
        const form = complete(transferType);
        const files = { ...(form[reason.field] as Record<string, unknown>) };
        files[slot.prop] = [];
        expect(nonTradeEvidenceProblem({ ...form, [reason.field]: files })).toEqual({
          field: `${reason.field}.${slot.prop}`,
          message: `${reason.name}过户须上传${slot.label}`,
        });
      }
    },
  );

  it('another reason’s files do not stand in for the chosen reason’s', () => {
    const gift = complete('4');
    expect(nonTradeEvidenceProblem({ ...gift, transferType: '2' })).toEqual({
      field: 'inheritanceEvidence.inheritanceDocument',
      message: '继承过户须上传继承公证书或生效的法律文书',
    });
  });

  it('an optional slot may stay empty; every reason requires at least one file', () => {
    const allocation = nonTradeReasonOf('8')!;
    expect(allocation.slots.find((s) => s.prop === 'allocationAgreement')?.required).toBe(false);
    for (const r of NON_TRADE_TRANSFER_REASONS) expect(r.slots.some((s) => s.required)).toBe(true);
  });

  it.each(['1', '3', '99', '', undefined, 2])('refuses transfer type %s, naming 过户原因', (transferType) => {
    expect(nonTradeEvidenceProblem({ transferType })).toEqual({
      field: 'transferType',
      message: '过户原因须为继承、赠与、司法强制执行、行政划拨、离婚财产分割之一',
    });
  });

  it('a non-object evidence value counts as no files', () => {
    expect(nonTradeEvidenceProblem({ transferType: '7', courtEvidence: 'x' })?.field).toBe(
      'courtEvidence.assistanceNotice',
    );
  });

  it('确权 (000 §4) is needed for gift and division of property only among its reasons', () => {
    const needing = NON_TRADE_TRANSFER_REASONS.filter((r) =>
      needsRightsConfirmation('550066', r.transferType),
    );
    expect(needing.map((r) => r.name)).toEqual(['赠与', '离婚财产分割']);
  });
});
