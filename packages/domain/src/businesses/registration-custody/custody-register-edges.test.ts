import { describe, expect, it } from 'vitest';
import { fakeId18 } from '../../testing/fake-id-number.js';
import { type CustodyRegister, readCustodyRegister } from './custody-register.js';
import { type CustodyProblem, parseShares, readHolderRows } from './holder-rows.js';

// The edges of the custody register's rows (550001, 550114) that custody-register.test.ts leaves:
// values given as numbers, the bounds of a share count and of an account number, one holder
// under two names or types, and the optional tables left empty.
const personId = fakeId18({ birth: '19800101' });
const holder = (over: Record<string, unknown> = {}) => ({
  organType: '2',
  holderName: '测试股东甲',
  certType: '1',
  certificateNo: personId,
  shareNature: '4',
  quantity: '600000',
  ...over,
});
const firm = (over: Record<string, unknown> = {}) => ({
  organType: '1',
  holderName: '测试法人乙',
  certType: '99',
  certificateNo: 'FIRM0001',
  shareNature: '3',
  quantity: '400000',
  ...over,
});
const form = (over: Record<string, unknown> = {}) => ({
  registeredCapital: '100',
  holderInfo: [holder(), firm()],
  ...over,
});
const register = (f: Record<string, unknown>) => {
  const read = readCustodyRegister(f);
  if ('field' in read) throw new Error(`unexpected problem: ${read.message}`);
  return read as CustodyRegister;
};
const problem = (value: unknown) => readHolderRows(value) as CustodyProblem;

describe('share counts and account numbers of the holders', () => {
  it('takes a count given as a number, a big integer or with thousands separators', () => {
    expect(parseShares(600000)).toBe(600_000n);
    expect(parseShares(600_000n)).toBe(600_000n);
    expect(parseShares(' 1,234,567 ')).toBe(1_234_567n);
    expect(parseShares(true)).toBe('持股数量为必填项');
    expect(register(form({ holderInfo: [holder({ quantity: 600000 }), firm()] })).holders[0]?.quantity).toBe(
      600_000n,
    );
  });

  it('accepts the largest count the register holds, and not one more', () => {
    expect(parseShares('9223372036854775807')).toBe(9_223_372_036_854_775_807n);
    expect(parseShares('9223372036854775808')).toBe('持股数量超出上限');
  });

  it('keeps an account number of letters and digits, up to 32 of them', () => {
    const withAccount = (accountNumber: string) =>
      readHolderRows([holder({ accountNumber })]) as { accountNumber: string | null }[];
    expect(withAccount('A1b2C3')[0]?.accountNumber).toBe('A1b2C3');
    expect(withAccount('x'.repeat(32))[0]?.accountNumber).toBe('x'.repeat(32));
    expect(withAccount('  ')[0]?.accountNumber).toBeNull();
    for (const bad of ['x'.repeat(33), '账号1', 'A 1'])
      expect(problem([holder({ accountNumber: bad })]).message).toBe(
        '股东信息：第1行登记账号只能包含字母和数字，且不超过32位',
      );
  });

  it('refuses a row that is not an object', () => {
    for (const row of ['x', 7, null])
      expect(problem([holder(), row])).toEqual({ field: 'holderInfo', message: '股东信息：第2行格式不正确' });
  });

  it('refuses one certificate under another name or another holder type', () => {
    const message = '股东信息：第2行与第1行证件号码相同，但股东名称或类型不同';
    const again = { shareNature: '1', quantity: '1' };
    expect(problem([holder(), holder({ ...again, holderName: '测试股东丙' })]).message).toBe(message);
    expect(problem([holder(), holder({ ...again, organType: '3' })]).message).toBe(message);
    expect(readHolderRows([holder(), holder(again)])).toHaveLength(2);
  });
});

describe('the optional encumbrance tables', () => {
  const row = (over: Record<string, unknown> = {}) => ({
    certType: '1',
    certificateNo: personId,
    holderName: '测试股东甲',
    shareNature: '4',
    quantity: '100000',
    ...over,
  });
  const freeze = (over: Record<string, unknown> = {}) =>
    row({
      court: '测试法院',
      documentNo: '（2025）测001号',
      startsOn: '2025-01-01',
      endsOn: '2027-12-31',
      ...over,
    });

  it('reads a table left out, empty or null as no rows', () => {
    for (const value of [undefined, null, '', []])
      expect(register(form({ pledgeInfo: value, freezeInfo: value, restInfo: value })).encumbrances).toEqual(
        [],
      );
  });

  it('refuses a row that is not an object, naming the table and the row', () => {
    for (const bad of [null, 'x', 0])
      expect(readCustodyRegister(form({ restInfo: [row(), bad] }))).toEqual({
        field: 'restInfo',
        message: '限售信息：第2行格式不正确',
      });
  });

  it('keeps a restriction’s end date, and asks a freeze for its own', () => {
    expect(register(form({ restInfo: [row({ endsOn: '2026-12-31' })] })).encumbrances).toEqual([
      expect.objectContaining({ kind: 'lock', endsOn: '2026-12-31', quantity: 100_000n }),
    ]);
    expect(register(form({ restInfo: [row()] })).encumbrances[0]).not.toHaveProperty('endsOn');
    expect(readCustodyRegister(form({ freezeInfo: [freeze({ endsOn: '' })] }))).toEqual({
      field: 'freezeInfo',
      message: '冻结信息：第1行冻结截止日为必填项',
    });
  });
});
