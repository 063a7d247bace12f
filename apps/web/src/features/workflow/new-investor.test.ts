import { describe, expect, it } from 'vitest';
import { newInvestorTarget } from './new-investor';

describe('/newInvestor/{flowkey} (002 §2.3, ADR 61)', () => {
  it('opens the personal opening 550130 in the personal investor zone, with its landingMode', () => {
    expect(newInvestorTarget('550130', 'personalholder')).toEqual({
      kind: 'apply',
      path: '/process/apply?appId=550130&nodeId=apply&landingMode=personalholder',
    });
  });

  it('says which zone files it when signed in to another', () => {
    expect(newInvestorTarget('550130', 'org')).toEqual({ kind: 'otherZone', zone: 'personalholder' });
  });

  it('opens 550131 and 550132 from the enterprise zone or their investor zone (ADR 64)', () => {
    expect(newInvestorTarget('550131', 'org')).toEqual({
      kind: 'apply',
      path: '/process/apply?appId=550131&nodeId=apply&landingMode=orgholder',
    });
    expect(newInvestorTarget('550131', 'orgholder').kind).toBe('apply');
    expect(newInvestorTarget('550132', 'productholder')).toEqual({
      kind: 'apply',
      path: '/process/apply?appId=550132&nodeId=apply&landingMode=productholder',
    });
    expect(newInvestorTarget('550131', 'personalholder')).toEqual({ kind: 'otherZone', zone: 'orgholder' });
    expect(newInvestorTarget('550132', 'orgholder')).toEqual({ kind: 'otherZone', zone: 'productholder' });
    expect(newInvestorTarget('550004', 'org')).toEqual({ kind: 'unknown' });
  });

  it("550136 lists the openings of the login's kind (ADR 64)", () => {
    expect(newInvestorTarget('550136', 'org', 2)).toEqual({
      kind: 'chooser',
      choices: [
        { appId: '550131', name: '投资者开户（机构）', path: '/newInvestor/550131?landingMode=orgholder' },
        {
          appId: '550132',
          name: '投资者开户（产品）',
          path: '/newInvestor/550132?landingMode=productholder',
        },
      ],
    });
    expect(newInvestorTarget('550136', 'personalholder', 1)).toEqual({
      kind: 'chooser',
      choices: [
        {
          appId: '550130',
          name: '投资者开户（个人）',
          path: '/newInvestor/550130?landingMode=personalholder',
        },
      ],
    });
    expect(newInvestorTarget('550136', null)).toEqual({ kind: 'chooser', choices: [] });
  });
});
