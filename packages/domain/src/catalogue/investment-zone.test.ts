import { describe, expect, it } from 'vitest';
import { type InvestmentZoneFacts, investmentZoneGate } from './investment-zone.js';

const facts = (over: Partial<InvestmentZoneFacts>): InvestmentZoneFacts => ({
  landingMode: 'orgholder',
  orgType: 2,
  institutionCertified: false,
  productCertified: false,
  ...over,
});

describe('the investment zone gate (002 §6)', () => {
  it('is not there outside the three investor zones', () => {
    for (const landingMode of ['org', 'member', 'mgr'])
      expect(investmentZoneGate(facts({ landingMode, orgType: 1 }))).toEqual({ kind: 'hidden' });
  });

  it('lets a person in without any certification, in every investor zone', () => {
    for (const landingMode of ['personalholder', 'orgholder', 'productholder'])
      expect(investmentZoneGate(facts({ landingMode, orgType: 1 }))).toEqual({ kind: 'open' });
  });

  it('sends an uncertified organisation investor to 550032 with the spec message', () => {
    expect(investmentZoneGate(facts({ productCertified: true }))).toEqual({
      kind: 'certify',
      message: '未进行机构投资者认证，请先进行机构投资者认证',
      appId: '550032',
    });
    expect(investmentZoneGate(facts({ institutionCertified: true }))).toEqual({ kind: 'open' });
  });

  it('sends an uncertified product holder to 550138 with the spec message', () => {
    const product = { landingMode: 'productholder' };
    expect(investmentZoneGate(facts({ ...product, institutionCertified: true }))).toEqual({
      kind: 'certify',
      message: '未进行产品认证，请先进行产品认证',
      appId: '550138',
    });
    expect(investmentZoneGate(facts({ ...product, productCertified: true }))).toEqual({ kind: 'open' });
  });

  it('asks an organisation in the personal zone for nothing', () => {
    expect(investmentZoneGate(facts({ landingMode: 'personalholder' }))).toEqual({ kind: 'open' });
  });
});
