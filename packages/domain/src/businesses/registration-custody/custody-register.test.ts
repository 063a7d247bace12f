import { describe, expect, it } from 'vitest';
import { fakeId18 } from '../../testing/fake-id-number.js';
import { registeredCapitalShares, shareholdingRatio, sharesAsTenThousandYuan } from './capital.js';
import { readCustodyRegister } from './custody-register.js';
import type { CustodyProblem } from './holder-rows.js';

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
const problem = (f: Record<string, unknown>) => {
  const read = readCustodyRegister(f);
  if (!('field' in read)) throw new Error('expected a problem');
  return read as CustodyProblem;
};

describe('registered capital in 万元 (002 §5)', () => {
  it('is ×10000 shares, four decimals of 万元 at most count', () => {
    expect(registeredCapitalShares('100')).toBe(1_000_000n);
    expect(registeredCapitalShares('1,234.5678')).toBe(12_345_678n);
    expect(registeredCapitalShares('0.0001')).toBe(1n);
    expect(registeredCapitalShares('3.5')).toBe(35_000n);
    expect(registeredCapitalShares('1.123400')).toBe(11_234n);
    expect(registeredCapitalShares('1.123456')).toEqual({
      field: 'registeredCapital',
      message: '注册资本（万元）：折合股数应为整数（最多四位小数）',
    });
    for (const bad of ['', '0', '-1', 'abc', '1.1234567', '0.000000'])
      expect(registeredCapitalShares(bad)).toEqual({
        field: 'registeredCapital',
        message: '注册资本（万元）：请输入不超过六位小数的正数',
      });
    expect(sharesAsTenThousandYuan(12_345_678n)).toBe('1234.5678');
    expect(sharesAsTenThousandYuan(1_000_000n)).toBe('100');
    expect(sharesAsTenThousandYuan(10_500n)).toBe('1.05');
  });
});

describe('shareholding ratio (4 decimals, trimmed)', () => {
  it('trims instead of rounding', () => {
    expect(shareholdingRatio(1n, 3n)).toBe('33.3333');
    expect(shareholdingRatio(2n, 3n)).toBe('66.6666');
    expect(shareholdingRatio(3n, 3n)).toBe('100.0000');
    expect(shareholdingRatio(1n, 40_000n)).toBe('0.0025');
    expect(shareholdingRatio(1n, 0n)).toBe('0.0000');
  });
  it('a given ratio must match at 4 decimals', () => {
    expect(
      'field' in
        readCustodyRegister(
          form({
            holderInfo: [holder({ shareholdingRatio: '60' }), firm({ shareholdingRatio: '40.00001' })],
          }),
        ),
    ).toBe(false);
    expect(problem(form({ holderInfo: [holder({ shareholdingRatio: '61' }), firm()] }))).toEqual({
      field: 'holderInfo',
      message: '股东信息：第1行持股比例应为60.0000%',
    });
    expect(problem(form({ holderInfo: [holder(), firm({ shareholdingRatio: 'x' })] })).message).toBe(
      '股东信息：第2行持股比例应为40.0000%',
    );
  });
});

describe('holderInfo rows', () => {
  it('reads the register: holders, Σ = capital, unconfirmed count', () => {
    const read = readCustodyRegister(
      form({ holderInfo: [holder({ comfirm: '0' }), firm({ certificateNo: 'firm0001' })] }),
    );
    expect(read).toMatchObject({
      capitalShares: 1_000_000n,
      unconfirmed: 1,
      encumbrances: [],
      holders: [
        { row: 1, organType: 2, quantity: 600_000n, confirmed: false, accountNumber: null },
        { row: 2, organType: 1, certificateNo: 'FIRM0001', quantity: 400_000n, confirmed: true },
      ],
    });
  });
  it('Σ shares must equal the registered capital × 10000', () => {
    expect(problem(form({ registeredCapital: '100.0001' }))).toEqual({
      field: 'holderInfo',
      message: '股东信息：持股数量合计1000000股，应等于注册资本100.0001万元折合的1000001股',
    });
  });
  it('names the row and the field of a bad row', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ organType: '4' }, '股东类型应为机构、个人或产品'],
      [{ holderName: '' }, '股东名称此项为必填项！'],
      [{ holderName: '张 三' }, '股东名称请不要输入空格'],
      [{ certType: '' }, '证件类型为必填项'],
      [{ certificateNo: '110105198001011234' }, '证件号码请输入正确的身份证号码'],
      [{ certType: '11', certificateNo: '91210200MA0D00010X' }, '证件号码请输入正确的统一社会信用代码'],
      [{ accountNumber: 'A-1' }, '登记账号只能包含字母和数字，且不超过32位'],
      [{ shareNature: '' }, '股份性质为必填项'],
      [{ quantity: '' }, '持股数量为必填项'],
      [{ quantity: '1.5' }, '持股数量必须为正整数'],
      [{ quantity: '0' }, '持股数量必须为正整数'],
      [{ quantity: '99999999999999999999' }, '持股数量超出上限'],
    ];
    for (const [over, message] of cases)
      expect(problem(form({ holderInfo: [firm(), holder(over)] }))).toEqual({
        field: 'holderInfo',
        message: `股东信息：第2行${message}`,
      });
    expect(problem(form({ holderInfo: [] })).message).toBe('股东信息：至少应有一名股东');
    expect(problem(form({ holderInfo: 'x' })).message).toBe('股东信息：至少应有一名股东');
    expect(problem(form({ holderInfo: [null] })).message).toBe('股东信息：第1行格式不正确');
  });
  it('a holder is unique by its certificate: one name, one row per share nature', () => {
    expect(
      problem(form({ holderInfo: [holder({ quantity: '300000' }), firm(), holder({ quantity: '300000' })] })),
    ).toEqual({ field: 'holderInfo', message: '股东信息，第1、3行相同，请修改' });
    expect(
      problem(form({ holderInfo: [holder(), firm({ certType: '1', certificateNo: personId })] })).message,
    ).toBe('股东信息：第2行与第1行证件号码相同，但股东名称或类型不同');
    // Same certificate, same name, another share nature: two holdings of one holder.
    const two = readCustodyRegister(
      form({
        holderInfo: [
          holder({ quantity: '300000' }),
          holder({ shareNature: '1', quantity: '300000' }),
          firm(),
        ],
      }),
    );
    expect('holders' in two && two.holders.length).toBe(3);
  });
});

describe('pledges, freezes and restrictions at custody', () => {
  const pledge = (over: Record<string, unknown> = {}) => ({
    certType: '1',
    certificateNo: personId,
    holderName: '测试股东甲',
    shareNature: '4',
    quantity: '100000',
    pledgeeName: '测试银行',
    ...over,
  });
  const freeze = (over: Record<string, unknown> = {}) => ({
    certType: '99',
    certificateNo: 'FIRM0001',
    holderName: '测试法人乙',
    shareNature: '3',
    quantity: '50000',
    court: '测试法院',
    documentNo: '（2025）测001号',
    startsOn: '2025-01-01',
    endsOn: '2027-12-31',
    ...over,
  });
  it('reads each table into register encumbrances', () => {
    const read = readCustodyRegister(
      form({
        pledgeInfo: [pledge({ endsOn: '2026-06-30', pledgeeCertType: '11', pledgeeCertificateNo: 'abc' })],
        freezeInfo: [freeze()],
        restInfo: [{ ...pledge(), quantity: '500000' }],
      }),
    );
    expect(read).toMatchObject({
      encumbrances: [
        {
          kind: 'pledge',
          table: 'pledgeInfo',
          row: 1,
          quantity: 100_000n,
          endsOn: '2026-06-30',
          pledgee: { name: '测试银行', certType: '11', certificateNo: 'ABC' },
        },
        {
          kind: 'judicialFreeze',
          court: '测试法院',
          documentNo: '（2025）测001号',
          startsOn: '2025-01-01',
          endsOn: '2027-12-31',
        },
        { kind: 'lock', table: 'restInfo', quantity: 500_000n },
      ],
    });
  });
  it('refuses rows of holders not in holderInfo, wrong names and too many shares', () => {
    expect(problem(form({ pledgeInfo: [pledge({ shareNature: '3' })] }))).toEqual({
      field: 'pledgeInfo',
      message: '质押信息：第1行的股东（证件类型、证件号码、股份性质）不在股东信息中',
    });
    expect(problem(form({ freezeInfo: [freeze({ holderName: '别人' })] })).message).toBe(
      '冻结信息：第1行的股东名称应为“测试法人乙”',
    );
    expect(
      problem(
        form({
          pledgeInfo: [pledge({ quantity: '500000' })],
          restInfo: [{ ...pledge(), quantity: '100001' }],
        }),
      ),
    ).toEqual({
      field: 'restInfo',
      message: '限售信息：第1行测试股东甲的质押、冻结、限售股份合计600001股，超过其持股数量600000股',
    });
    expect(
      'encumbrances' in readCustodyRegister(form({ pledgeInfo: [pledge({ quantity: '600000' })] })),
    ).toBe(true);
    expect(problem(form({ restInfo: 'x' }))).toEqual({ field: 'restInfo', message: '限售信息：格式不正确' });
    expect(problem(form({ pledgeInfo: [pledge({ quantity: '-1' })] })).message).toBe(
      '质押信息：第1行持股数量必须为正整数',
    );
  });
  it('checks each table’s own fields', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['pledgeInfo', pledge({ pledgeeName: '' }), '质押信息：第1行质权人名称此项为必填项！'],
      ['pledgeInfo', pledge({ endsOn: '2026-02-30' }), '质押信息：第1行质押到期日格式不正确，应为yyyy-MM-dd'],
      ['freezeInfo', freeze({ court: '' }), '冻结信息：第1行冻结机关为必填项'],
      ['freezeInfo', freeze({ documentNo: ' ' }), '冻结信息：第1行冻结文书号为必填项'],
      ['freezeInfo', freeze({ startsOn: '' }), '冻结信息：第1行冻结起始日为必填项'],
      ['freezeInfo', freeze({ endsOn: 'x' }), '冻结信息：第1行冻结截止日格式不正确，应为yyyy-MM-dd'],
      ['freezeInfo', freeze({ endsOn: '2024-12-31' }), '冻结信息：第1行冻结截止日不能早于冻结起始日'],
      [
        'restInfo',
        { ...pledge(), endsOn: '20260101' },
        '限售信息：第1行限售截止日格式不正确，应为yyyy-MM-dd',
      ],
    ];
    for (const [table, row, message] of cases)
      expect(problem(form({ [table]: [row] })).message).toBe(message);
    expect(readCustodyRegister(form({ freezeInfo: [freeze({ endsOn: '2025-01-01' })] }))).toHaveProperty(
      'encumbrances',
    );
  });
});
