import { describe, expect, it } from 'vitest';
import {
  BUSINESS_COMPLETION_EFFECTS,
  BUSINESSES,
  businessOf,
  LISTED_COUNTER_MESSAGES,
  listedCounterMessage,
  MEANING_NOT_SETTLED,
  NOT_OFFERED_BUSINESSES,
  NOT_YET_BUILT,
  needsRightsConfirmation,
  REGISTER_BUSINESS_APP_IDS,
  RIGHTS_CONFIRMATION_TRANSFER_TYPES,
  RIGHTS_UNCONFIRMED_TEXT,
  SHARE_DECREASE_APP_ID,
  SHARE_INCREASE_APP_ID,
  SHARE_TRANSFER_APP_ID,
  unconfirmedShareholdersMessage,
} from './index.js';

/** Every transfer type of the dictionary (000 §4 names the six that need confirmed rights). */
const ALL_TRANSFER_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '99'];
const CONFIRMING = ['1', '4', '5', '6', '11', '12'];

describe('rights confirmation before a register business (000 §4, 002 §4)', () => {
  it('names the three register businesses by their application ids', () => {
    expect([SHARE_INCREASE_APP_ID, SHARE_DECREASE_APP_ID, SHARE_TRANSFER_APP_ID]).toEqual([
      '550002',
      '550003',
      '550004',
    ]);
    expect(REGISTER_BUSINESS_APP_IDS).toEqual([
      '550002',
      '550003',
      '550004',
      '550001',
      '550114',
      '550060',
      '550300',
      '550066',
      '550063',
      '550061',
    ]);
    expect(RIGHTS_CONFIRMATION_TRANSFER_TYPES).toEqual(CONFIRMING);
  });

  it.each(['550004', '550066'])(
    'transfer application %s: types 1, 4, 5, 6, 11, 12 need it, the rest not',
    (appId) => {
      for (const type of ALL_TRANSFER_TYPES) {
        expect({ type, needs: needsRightsConfirmation(appId, type) }).toEqual({
          type,
          needs: CONFIRMING.includes(type),
        });
      }
    },
  );

  it('a transfer without a type, or with a type only containing a listed one, does not need it', () => {
    expect(needsRightsConfirmation('550004')).toBe(false);
    expect(needsRightsConfirmation('550004', null)).toBe(false);
    expect(needsRightsConfirmation('550066', undefined)).toBe(false);
    expect(needsRightsConfirmation('550004', '')).toBe(false);
    expect(needsRightsConfirmation('550004', '111')).toBe(false);
    expect(needsRightsConfirmation('550004', ' 1')).toBe(false);
  });

  it('share increase and decrease always need it, whatever transfer type is passed', () => {
    for (const appId of ['550002', '550003']) {
      expect(needsRightsConfirmation(appId)).toBe(true);
      expect(needsRightsConfirmation(appId, '2')).toBe(true);
      expect(needsRightsConfirmation(appId, '99')).toBe(true);
    }
  });

  it('other applications never need it', () => {
    for (const appId of ['550001', '550005', '550067', '', '5500044']) {
      expect(needsRightsConfirmation(appId)).toBe(false);
      expect(needsRightsConfirmation(appId, '1')).toBe(false);
    }
  });

  it('words the refusal for unconfirmed shareholders as 002 §5 does, and the recorded note as 000 §4', () => {
    expect(unconfirmedShareholdersMessage(3)).toBe('3条股东信息未确权,需确权后方能办理业务。');
    expect(unconfirmedShareholdersMessage(1)).toBe('1条股东信息未确权,需确权后方能办理业务。');
    expect(RIGHTS_UNCONFIRMED_TEXT).toBe('该股东未确权');
  });
});

describe('listed enterprises at the counter (002 §4, §6)', () => {
  it('sends each register business of a listed enterprise to the counter, with its own message', () => {
    expect(listedCounterMessage('550002')).toBe('挂牌企业的股份增加业务请到柜台办理');
    expect(listedCounterMessage('550003')).toBe('挂牌企业的股份减少业务请到柜台办理');
    expect(listedCounterMessage('550004')).toBe('挂牌企业的股份转让业务请到柜台办理');
    expect(Object.keys(LISTED_COUNTER_MESSAGES).sort()).toEqual(['550002', '550003', '550004']);
  });

  it('has no counter message for other businesses', () => {
    expect(listedCounterMessage('550066')).toBeNull();
    expect(listedCounterMessage('550001')).toBeNull();
  });
});

describe('the business list (ADR 38)', () => {
  it('gives every business its own appId, folder key and, where it has one, its own effect', () => {
    const appIds = BUSINESSES.map((b) => b.appId);
    expect(new Set(appIds).size).toBe(appIds.length);
    expect(new Set(BUSINESSES.map((b) => b.key)).size).toBe(BUSINESSES.length);
    expect(BUSINESS_COMPLETION_EFFECTS).toEqual([
      'shareIncrease',
      'shareDecrease',
      'shareTransfer',
      'registrationCustody',
      'custodyService',
      'personalInvestorOpening',
      'institutionInvestorOpening',
      'productInvestorOpening',
      'memberOpening',
      'memberRevision',
      'memberClosure',
      'institutionCertification',
      'productCertification',
      'personalQualification',
      'registrationAccountFreeze',
      'registrationAccountUnfreeze',
      'investorAccountClosure',
      'holdingCertificate',
      'judicialFreeze',
      'judicialUnfreeze',
      'nonTradeTransfer',
      'rightsConfirmation',
      'pledgeRegistration',
      'pledgeRelease',
      'listing',
      'listingTermination',
    ]);
    expect(businessOf('550004')?.key).toBe('share-transfer');
    expect(businessOf('590001')?.completionEffect).toBeNull();
    expect(businessOf('550066')?.key).toBe('non-trade-transfer');
    expect(businessOf('550301')?.rightsConfirmation).toBe('never');
  });

  it('lists no built business as not offered, and names a reason for each one that is', () => {
    const built = new Set(BUSINESSES.map((b) => b.appId));
    for (const entry of NOT_OFFERED_BUSINESSES) {
      expect(built.has(entry.appId)).toBe(false);
      expect([NOT_YET_BUILT, MEANING_NOT_SETTLED]).toContain(entry.reason);
    }
    expect(NOT_OFFERED_BUSINESSES.find((b) => b.appId === '550017')?.reason).toBe(
      '含义未能从规范确定（ADR 37）',
    );
    expect(NOT_OFFERED_BUSINESSES.find((b) => b.appId === '550073')?.reason).toBe('尚未建设');
  });
});
