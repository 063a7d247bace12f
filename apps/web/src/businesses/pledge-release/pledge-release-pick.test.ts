import type { RegisterHoldingRow } from '@rer/contracts';
import { describe, expect, it } from 'vitest';
import { activePledges, releaseFillPatch } from './pledge-release-pick';

const holding = (encumbrances: RegisterHoldingRow['encumbrances']): RegisterHoldingRow => ({
  companyId: 'c1',
  companyName: '大连演示科技股份有限公司',
  holderId: 'h1',
  accountNumber: 'D000000001',
  holderName: '演示投资者甲',
  organType: 2,
  shareNature: '4',
  held: '6000000',
  available: '5000000',
  pledged: '1000000',
  frozen: '0',
  locked: '0',
  encumbrances,
  comfirm: 1,
});
const mark = (seq: number, kind: 'pledge' | 'freeze', status: 'active' | 'released' = 'active') => ({
  seq,
  kind,
  status,
  quantity: '1000',
  partyName: '演示银行股份有限公司',
  documentNo: null,
  startsOn: null,
  endsOn: null,
});

describe('550061 pledge pick (ADR 71)', () => {
  it('offers the active pledges only, each with its holding', () => {
    const pledges = activePledges([
      holding([mark(3, 'pledge'), mark(4, 'freeze'), mark(5, 'pledge', 'released')]),
    ]);
    expect(pledges).toEqual([
      {
        seq: '3',
        companyId: 'c1',
        companyName: '大连演示科技股份有限公司',
        accountNumber: 'D000000001',
        holderName: '演示投资者甲',
        shareNature: '4',
        partyName: '演示银行股份有限公司',
        quantity: '1000',
      },
    ]);
  });

  it('fills the fields props.fill names, and nothing else', () => {
    const [pledge] = activePledges([holding([mark(3, 'pledge')])]);
    expect(
      releaseFillPatch(pledge!, { accountNumber: 'securityAccountNo', quantity: 'pledgedShares', nope: 'x' }),
    ).toEqual({
      securityAccountNo: 'D000000001',
      pledgedShares: '1000',
    });
    expect(releaseFillPatch(pledge!, undefined)).toEqual({});
  });
});
