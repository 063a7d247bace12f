import { describe, expect, it } from 'vitest';
import { fakeId18 } from '../../testing/fake-id-number.js';
import { businessOf, NOT_OFFERED_BUSINESSES } from '../index.js';
import {
  HOLDER_ACCOUNT_NUMBER_PATTERN,
  INVESTOR_OPENING_KINDS,
  INVESTOR_OPENING_MESSAGES,
  investorOpeningKindOf,
  newHolderAccountNumber,
  openingProblems,
  PERSONAL_INVESTOR_OPENING_APP_ID,
  personalHolderOf,
  type RegisteredIdentity,
} from './index.js';

const ID = fakeId18({ birth: '19900101', sequence: '123' });
const ID_X = fakeId18({ birth: '19851231', sequence: '004' });
const FORM = {
  holderName: ' 测试投资者 ',
  certType: '1',
  certificateNo: ID,
  mobile: '19930000001',
  bankName: '演示银行大连分行',
  bankCard: '6222021234567890128',
  address: '大连市中山区演示路1号',
};
const REGISTERED: RegisteredIdentity & { zone: string } = {
  realName: '测试投资者',
  idNumber: ID,
  orgType: 1,
  zone: 'personalholder',
};

describe('550130 is the personal opening (ADR 61)', () => {
  it('is a built business with its own effect, no longer in the not-offered list', () => {
    expect(businessOf(PERSONAL_INVESTOR_OPENING_APP_ID)?.completionEffect).toBe('personalInvestorOpening');
    expect(NOT_OFFERED_BUSINESSES.some((b) => b.appId === '550130')).toBe(false);
  });

  it('records what each of the four opening appIds opens', () => {
    expect(INVESTOR_OPENING_KINDS.map((k) => [k.appId, k.organType, k.landingMode])).toEqual([
      ['550130', 2, 'personalholder'],
      ['550131', 1, 'orgholder'],
      ['550132', 3, 'productholder'],
      ['550136', null, null],
    ]);
    expect(investorOpeningKindOf('550131')?.organType).toBe(1);
    expect(investorOpeningKindOf('550004')).toBeNull();
  });
});

describe('the holder read from the form', () => {
  it('trims the texts and upper-cases the check character', () => {
    const lower = ID_X.endsWith('X') ? ID_X.toLowerCase() : ID_X;
    const holder = personalHolderOf({ ...FORM, certificateNo: ` ${lower} ` });
    expect(holder.holderName).toBe('测试投资者');
    expect(holder.certificateNo).toBe(ID_X.toUpperCase());
    expect(holder.bankCard).toBe('6222021234567890128');
  });

  it('takes 身份证 (1) when no certificate type is given', () => {
    expect(personalHolderOf({ ...FORM, certType: undefined }).certType).toBe('1');
    expect(personalHolderOf({ ...FORM, certType: 2 }).certType).toBe('2');
  });
});

describe('openingProblems', () => {
  const holder = personalHolderOf(FORM);

  it('lets a registered person without an account open one', () => {
    expect(openingProblems(holder, REGISTERED, [])).toBeNull();
  });

  it('refuses an organisation login, and a personal login filing from another zone', () => {
    const refused = { field: '申请人', message: INVESTOR_OPENING_MESSAGES.notPersonalLogin };
    expect(openingProblems(holder, { ...REGISTERED, orgType: 2 }, [])).toEqual(refused);
    expect(openingProblems(holder, { ...REGISTERED, zone: 'orgholder' }, [])).toEqual(refused);
    expect(openingProblems(holder, { ...REGISTERED, zone: 'org' }, [])).toEqual(refused);
  });

  it('refuses another name than the registered real name', () => {
    expect(openingProblems({ ...holder, holderName: '别人' }, REGISTERED, [])).toEqual({
      field: '投资者姓名',
      message: '须与注册时填写的真实姓名一致',
    });
  });

  it('refuses another ID number than the registered one, whatever the case of X', () => {
    const other = fakeId18({ birth: '19900101', sequence: '125' });
    expect(openingProblems({ ...holder, certificateNo: other }, REGISTERED, [])?.message).toBe(
      '须与注册时填写的证件号码一致',
    );
    const registeredLower = { ...REGISTERED, idNumber: ID.toLowerCase() };
    expect(openingProblems(holder, registeredLower, [])).toBeNull();
  });

  it('checks nothing it was not given at registration', () => {
    expect(
      openingProblems(holder, { realName: '', idNumber: null, orgType: 1, zone: 'personalholder' }, []),
    ).toBeNull();
  });

  it('refuses a second personal account while one is open or frozen, not after it was closed', () => {
    const refused = { field: '证件号码', message: '该投资者已开立个人登记账户，不能重复开户' };
    expect(openingProblems(holder, REGISTERED, [{ accountNumber: 'R1', status: 1 }])).toEqual(refused);
    expect(openingProblems(holder, REGISTERED, [{ accountNumber: 'R1', status: 3 }])).toEqual(refused);
    expect(openingProblems(holder, REGISTERED, [{ accountNumber: 'R1', status: 2 }])).toBeNull();
  });
});

describe('newHolderAccountNumber', () => {
  it('is R and the 14 digits drawn', () => {
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4];
    let i = 0;
    const number = newHolderAccountNumber(() => digits[i++]!);
    expect(number).toBe('R12345678901234');
    expect(number).toMatch(HOLDER_ACCOUNT_NUMBER_PATTERN);
  });

  it('refuses a source that is not a digit', () => {
    expect(() => newHolderAccountNumber(() => 10)).toThrow(RangeError);
    expect(() => newHolderAccountNumber(() => 1.5)).toThrow(RangeError);
    expect(() => newHolderAccountNumber(() => -1)).toThrow(RangeError);
  });
});
