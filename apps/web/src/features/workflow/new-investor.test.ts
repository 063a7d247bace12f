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

  it('shows 建设中 for the openings not built yet, and nothing for other flow keys', () => {
    expect(newInvestorTarget('550131', 'orgholder')).toEqual({
      kind: 'building',
      path: '/wel/building?menu=newInvestor-550131',
    });
    expect(newInvestorTarget('550136', null).kind).toBe('building');
    expect(newInvestorTarget('550004', 'org')).toEqual({ kind: 'unknown' });
  });
});
