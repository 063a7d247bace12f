import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountError,
  assertSafeNumber,
  fenToYuan,
  formatAmount,
  isSafeNumber,
  parseAmountInput,
  toFen,
  wanYuanToYuan,
  yuanToWanYuan,
} from './amount.js';

describe('formatAmount', () => {
  const rows: [string, string | bigint | number, number, string][] = [
    ['spec example', '1234567.5', 2, '1,234,567.50'],
    ['number input', 1234567.5, 2, '1,234,567.50'],
    ['bigint input', 1234567n, 2, '1,234,567.00'],
    ['zero', '0', 2, '0.00'],
    ['below a thousand', '999', 2, '999.00'],
    ['exactly a thousand', '1000', 2, '1,000.00'],
    ['negative', '-1234.5', 2, '-1,234.50'],
    ['half up on the string, where toFixed gives 1.00', '1.005', 2, '1.01'],
    ['half up from a number, decided on its shortest decimal form', 1.005, 2, '1.01'],
    ['half away from zero for negatives', '-1.005', 2, '-1.01'],
    ['below half rounds down', '1.0049999', 2, '1.00'],
    ['carry through every digit', '999.995', 2, '1,000.00'],
    ['negative rounding to zero loses its sign', '-0.004', 2, '0.00'],
    ['minus zero', -0, 2, '0.00'],
    ['float noise 0.1 + 0.2', 0.1 + 0.2, 2, '0.30'],
    ['tiny number in exponent form', 1e-7, 2, '0.00'],
    ['tiny number kept with more places', 1.5e-7, 7, '0.0000002'],
    ['no decimals', '1234.5', 0, '1,235'],
    ['six decimals for 万元', '1234.5678', 6, '1,234.567800'],
    ['leading zeros dropped', '007.5', 2, '7.50'],
    ['largest safe integer as number', Number.MAX_SAFE_INTEGER, 2, '9,007,199,254,740,991.00'],
    [
      'strings of any size are exact',
      '123456789012345678901234567890.125',
      2,
      '123,456,789,012,345,678,901,234,567,890.13',
    ],
  ];
  it.each(rows)('%s', (_reason, value, decimals, expected) => {
    expect(formatAmount(value, decimals)).toBe(expected);
  });

  it('defaults to two decimals', () => {
    expect(formatAmount('42')).toBe('42.00');
  });

  it('refuses unsafe numbers with 数字超过最大安全长度', () => {
    expect(() => formatAmount(Number.MAX_SAFE_INTEGER + 1)).toThrow('数字超过最大安全长度');
    expect(() => formatAmount(-1e17)).toThrow(AmountError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow('数字超过最大安全长度');
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const bad of ['', 'abc', '12,345', '1e5', '+1', '.5', '1.', Number.NaN]) {
      expect(() => formatAmount(bad)).toThrow(AmountError);
    }
  });

  it('refuses silly decimal counts', () => {
    expect(() => formatAmount('1', -1)).toThrow(RangeError);
    expect(() => formatAmount('1', 1.5)).toThrow(RangeError);
    expect(() => formatAmount('1', 21)).toThrow(RangeError);
  });
});

describe('parseAmountInput', () => {
  const accepted: [string, string, string][] = [
    ['grouped', '1,234,567.50', '1234567.50'],
    ['plain', '1234', '1234'],
    ['surrounding blanks', '  1234  ', '1234'],
    ['full-width commas', '1，234，567', '1234567'],
    ['negative grouped', '-1,234.5', '-1234.5'],
    ['leading zeros', '007', '7'],
    ['minus zero', '-0.00', '0.00'],
    ['largest safe integer', '9,007,199,254,740,991', '9007199254740991'],
    ['fraction kept as typed', '1.500000', '1.500000'],
  ];
  it.each(accepted)('reads %s', (_reason, text, value) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, value });
  });

  const refused: [string, string | null | undefined, string, string][] = [
    ['empty', '', 'empty', '此项为必填'],
    ['blanks', '   ', 'empty', '此项为必填'],
    ['null', null, 'empty', '此项为必填'],
    ['letters', 'abc', 'not-a-number', '请输入数字'],
    ['misplaced separator', '12,34', 'not-a-number', '请输入数字'],
    ['group of four', '1,2345', 'not-a-number', '请输入数字'],
    ['leading separator', ',123', 'not-a-number', '请输入数字'],
    ['bare fraction', '.5', 'not-a-number', '请输入数字'],
    ['trailing point', '1.', 'not-a-number', '请输入数字'],
    ['plus sign', '+1', 'not-a-number', '请输入数字'],
    ['exponent', '1e3', 'not-a-number', '请输入数字'],
    ['full-width digits', '１２３', 'not-a-number', '请输入数字'],
    ['2^53', '9007199254740992', 'unsafe-number', '数字超过最大安全长度'],
    ['just above 2^53 - 1', '9007199254740991.01', 'unsafe-number', '数字超过最大安全长度'],
    ['negative beyond the limit', '-9,007,199,254,740,992', 'unsafe-number', '数字超过最大安全长度'],
  ];
  it.each(refused)('refuses %s', (_reason, text, error, message) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, error, message });
  });
});

describe('fen and 万元 conversions', () => {
  it.each([
    ['1.23', 123n],
    ['1.2', 120n],
    ['1', 100n],
    ['-0.05', -5n],
    ['1.230', 123n],
    ['0', 0n],
    ['90071992547409931.99', 9007199254740993199n],
  ] as const)('toFen(%s) = %s', (yuan, fen) => {
    expect(toFen(yuan)).toBe(fen);
  });

  it('refuses sub-fen precision and junk in toFen', () => {
    expect(() => toFen('1.234')).toThrow(AmountError);
    expect(() => toFen('1,000')).toThrow(AmountError);
    expect(() => toFen('')).toThrow(AmountError);
  });

  it.each([
    [123n, '1.23'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [0n, '0.00'],
    [100n, '1.00'],
    [-100000n, '-1000.00'],
  ] as const)('fenToYuan(%s) = %s', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([
    ['1', '10000'],
    ['1.5', '15000'],
    ['1.234567', '12345.67'],
    ['0.000001', '0.01'],
    ['-2.5', '-25000'],
    ['0.00', '0'],
    ['1.2345678', '12345.678'],
  ])('wanYuanToYuan(%s) = %s', (wan, yuan) => {
    expect(wanYuanToYuan(wan)).toBe(yuan);
  });

  it.each([
    ['12345.67', '1.234567'],
    ['10000', '1'],
    ['0.01', '0.000001'],
    ['1', '0.0001'],
    ['-25000', '-2.5'],
    ['0', '0'],
  ])('yuanToWanYuan(%s) = %s', (yuan, wan) => {
    expect(yuanToWanYuan(yuan)).toBe(wan);
  });

  it('refuses junk in the 万元 conversions', () => {
    expect(() => wanYuanToYuan('1万')).toThrow(AmountError);
    expect(() => yuanToWanYuan('')).toThrow(AmountError);
  });
});

describe('assertSafeNumber', () => {
  it('accepts up to 2^53 - 1 either side', () => {
    expect(() => assertSafeNumber(Number.MAX_SAFE_INTEGER)).not.toThrow();
    expect(() => assertSafeNumber(-Number.MAX_SAFE_INTEGER)).not.toThrow();
    expect(isSafeNumber(0.5)).toBe(true);
  });

  it('refuses beyond with code and message', () => {
    const error = (() => {
      try {
        assertSafeNumber(Number.MAX_SAFE_INTEGER + 1);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AmountError);
    expect(error).toMatchObject({ code: 'unsafe-number', message: '数字超过最大安全长度' });
    expect(() => assertSafeNumber(Number.NaN)).toThrow('请输入数字');
    expect(isSafeNumber(-(2 ** 53))).toBe(false);
  });
});

const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const plainDecimal = fc
  .tuple(fc.boolean(), digitString(1, 25), digitString(0, 8))
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );

/** Written independently of decimal.ts: no leading zeros, no trailing fraction zeros, no -0. */
function canonical(value: string): string {
  const negative = value.startsWith('-');
  const [integer = '', fraction = ''] = value.replace('-', '').split('.');
  const trimmedFraction = fraction.replace(/0+$/, '');
  const body = `${integer.replace(/^0+(?=\d)/, '')}${trimmedFraction ? `.${trimmedFraction}` : ''}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Independent oracle: ECMA-402 formats decimal strings exactly and rounds half away from zero. */
function intlFormat(value: string, decimals: number): string {
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'halfExpand',
  } as Intl.NumberFormatOptions).format(value as unknown as number);
  return text.replace(/^-(?=[0.,]*$)/, '');
}

describe('amount properties', () => {
  it('formatAmount agrees with Intl.NumberFormat on any decimal string', () => {
    fc.assert(
      fc.property(plainDecimal, fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        expect(formatAmount(value, decimals)).toBe(intlFormat(value, decimals));
      }),
    );
  });

  it('parseAmountInput(formatAmount(x)) gives back x for two-decimal amounts', () => {
    const safeFen = fc.bigInt({ min: -(2n ** 53n - 1n) * 100n, max: (2n ** 53n - 1n) * 100n });
    fc.assert(
      fc.property(safeFen, (fen) => {
        const yuan = fenToYuan(fen);
        const parsed = parseAmountInput(formatAmount(yuan));
        return parsed.ok && toFen(parsed.value) === fen && formatAmount(parsed.value) === formatAmount(yuan);
      }),
    );
  });

  it('toFen and fenToYuan are inverse', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (fen) => toFen(fenToYuan(fen)) === fen),
    );
  });

  it('万元 and 元 conversions are exact inverses', () => {
    fc.assert(fc.property(plainDecimal, (value) => wanYuanToYuan(yuanToWanYuan(value)) === canonical(value)));
  });

  it('two decimals of yuan are at most six decimals of 万元', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (fen) => {
        const fraction = yuanToWanYuan(fenToYuan(fen)).split('.')[1] ?? '';
        return fraction.length <= 6;
      }),
    );
  });
});
