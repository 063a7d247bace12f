import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountError, fenToYuan } from './amount.js';
import { toChineseCapitalAmount } from './capital-amount.js';

describe('toChineseCapitalAmount – examples', () => {
  const rows: [string, string | number | bigint, string][] = [
    ['brief: 100', '100', '壹佰元整'],
    ['brief: 1001.01', '1001.01', '壹仟零壹元零壹分'],
    ['brief: 100000000', '100000000', '壹亿元整'],
    ['brief: 0.5', '0.5', '伍角'],
    ['brief: 10.50', '10.50', '壹拾元伍角'],
    ['brief: 0', '0', '零元整'],
    ['PBoC rule example 1409.50', '1409.50', '壹仟肆佰零玖元伍角'],
    ['PBoC rule example 6007.14', '6007.14', '陆仟零柒元壹角肆分'],
    ['PBoC rule example 1680.32 (form without 零)', '1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['PBoC rule example 107000.53 (form without 零)', '107000.53', '壹拾万柒仟元伍角叁分'],
    ['PBoC rule example 16409.02 (元零贰分 is mandatory)', '16409.02', '壹万陆仟肆佰零玖元零贰分'],
    ['PBoC rule example 325.04', '325.04', '叁佰贰拾伍元零肆分'],
    ['fen only', '0.05', '伍分'],
    ['jiao and fen only', '0.55', '伍角伍分'],
    ['one yuan', '1', '壹元整'],
    ['ten is 壹拾', '10', '壹拾元整'],
    ['teens', '15', '壹拾伍元整'],
    ['10 inside a section', '110', '壹佰壹拾元整'],
    ['zero run inside a section', '1001', '壹仟零壹元整'],
    ['zero then tens', '1010', '壹仟零壹拾元整'],
    ['whole 万', '10000', '壹万元整'],
    ['万 then 零 then units', '10001', '壹万零壹元整'],
    ['万 then 零 then hundreds', '100100', '壹拾万零壹佰元整'],
    ['壹拾万 with trailing zeros', '110000', '壹拾壹万元整'],
    ['仟万 then units', '10000001', '壹仟万零壹元整'],
    ['亿 then 零 then 万', '100010000', '壹亿零壹万元整'],
    ['亿 then 零 then units', '100000001', '壹亿零壹元整'],
    ['亿 then 仟万 (no gap)', '110000000', '壹亿壹仟万元整'],
    ['亿 then 零 then 佰万', '101000000', '壹亿零壹佰万元整'],
    ['拾亿', '1000000001', '壹拾亿零壹元整'],
    ['万亿', '1000000000000', '壹万亿元整'],
    ['万亿 then 零 then 万', '1000000010000', '壹万亿零壹万元整'],
    [
      'largest safe integer',
      '9007199254740991',
      '玖仟零柒万壹仟玖佰玖拾贰亿伍仟肆佰柒拾肆万零玖佰玖拾壹元整',
    ],
    ['negative', '-1.5', '负壹元伍角'],
    ['negative whole', '-100', '负壹佰元整'],
    ['rounded half up to the fen', '1.005', '壹元零壹分'],
    ['tiny negative rounds to zero without 负', '-0.001', '零元整'],
    ['number input', 12.3, '壹拾贰元叁角'],
    ['bigint input', 20n, '贰拾元整'],
    ['leading zeros and blanks ignored', ' 0012.00 ', '壹拾贰元整'],
  ];
  it.each(rows)('%s', (_reason, value, expected) => {
    expect(toChineseCapitalAmount(value)).toBe(expected);
  });

  it('refuses junk, unsafe numbers and more than 16 integer digits', () => {
    expect(() => toChineseCapitalAmount('1,000')).toThrow(AmountError);
    expect(() => toChineseCapitalAmount('')).toThrow(AmountError);
    expect(() => toChineseCapitalAmount(Number.MAX_SAFE_INTEGER + 2)).toThrow('数字超过最大安全长度');
    expect(() => toChineseCapitalAmount('10000000000000000')).toThrow(AmountError);
    expect(toChineseCapitalAmount('9999999999999999.99')).toMatch(/^玖仟玖佰玖拾玖万.*玖角玖分$/);
  });
});

const NUMERALS = '零壹贰叁肆伍陆柒捌玖';

/**
 * Independent reference built on arithmetic, not on the digit strings the production code
 * walks: read 4-digit groups, then 万 and 亿 levels, with 零 where a level has a gap.
 */
function readBelowTenThousand(n: number): string {
  const places = ['仟', '佰', '拾', ''];
  const divisors = [1000, 100, 10, 1];
  let out = '';
  let gap = false;
  divisors.forEach((divisor, i) => {
    const digit = Math.floor(n / divisor) % 10;
    if (digit === 0) {
      gap = out !== '';
    } else {
      out += (gap ? '零' : '') + NUMERALS[digit] + places[i];
      gap = false;
    }
  });
  return out;
}

function readBelowHundredMillion(n: number): string {
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  let out = high > 0 ? `${readBelowTenThousand(high)}万` : '';
  if (low > 0) out += (high > 0 && low < 1000 ? '零' : '') + readBelowTenThousand(low);
  return out;
}

function referenceCapital(fen: bigint): string {
  const negative = fen < 0n;
  const magnitude = negative ? -fen : fen;
  const yuan = magnitude / 100n;
  const jiao = Number((magnitude / 10n) % 10n);
  const fenDigit = Number(magnitude % 10n);
  const high = Number(yuan / 100_000_000n);
  const low = Number(yuan % 100_000_000n);
  let integer = high > 0 ? `${readBelowHundredMillion(high)}亿` : '';
  if (low > 0) integer += (high > 0 && low < 10_000_000 ? '零' : '') + readBelowHundredMillion(low);
  let out: string;
  if (jiao === 0 && fenDigit === 0) out = integer === '' ? '零元整' : `${integer}元整`;
  else {
    out = integer === '' ? '' : `${integer}元`;
    out += jiao > 0 ? `${NUMERALS[jiao]}角` : integer === '' ? '' : '零';
    out += fenDigit > 0 ? `${NUMERALS[fenDigit]}分` : '';
  }
  return negative && magnitude > 0n ? `负${out}` : out;
}

const fenAmount = fc.oneof(
  fc.bigInt({ min: -(10n ** 18n) + 1n, max: 10n ** 18n - 1n }),
  // Sparse numbers hit the zero-handling paths far more often than uniform ones.
  fc
    .array(fc.tuple(fc.nat(16), fc.integer({ min: 1, max: 9 })), { maxLength: 4 })
    .map((terms) => terms.reduce((sum, [power, digit]) => sum + BigInt(digit) * 10n ** BigInt(power), 0n)),
);

describe('toChineseCapitalAmount – properties', () => {
  it('agrees with the arithmetic reference', () => {
    fc.assert(
      fc.property(fenAmount, (fen) => {
        expect(toChineseCapitalAmount(fenToYuan(fen))).toBe(referenceCapital(fen));
      }),
    );
  });

  it('never writes two 零 in a row and ends with 整 exactly when there are no 角 or 分', () => {
    fc.assert(
      fc.property(fenAmount, (fen) => {
        const text = toChineseCapitalAmount(fenToYuan(fen));
        const hasJiaoOrFen = fen % 100n !== 0n;
        return (
          !text.includes('零零') &&
          text.endsWith('整') === !hasJiaoOrFen &&
          /[角分]$/.test(text) === hasJiaoOrFen
        );
      }),
    );
  });

  it('writes 零元整 only for zero, never 零元 otherwise, and 负 only for negatives', () => {
    fc.assert(
      fc.property(fenAmount, (fen) => {
        const text = toChineseCapitalAmount(fenToYuan(fen));
        if (fen === 0n) return text === '零元整';
        return !text.includes('零元') && text.startsWith('负') === fen < 0n;
      }),
    );
  });
});
