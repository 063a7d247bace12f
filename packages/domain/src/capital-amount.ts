import { AmountError, assertSafeNumber } from './amount.js';
import { numberToPlainDecimal, parsePlainDecimal, roundHalfUp } from './decimal.js';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACE_UNITS = ['', '拾', '佰', '仟'] as const;

/** Integer parts up to 16 digits (below 10^16, i.e. up to 9999万亿), enough for any safe number. */
export const CAPITAL_AMOUNT_MAX_INTEGER_DIGITS = 16;

/** One 4-digit section without its 万/亿 unit; `digits` has no leading zeros and is not zero. */
function spellSection(digits: string): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (digit === 0) {
      pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[digit]! + PLACE_UNITS[digits.length - 1 - i]!;
  }
  return out;
}

/**
 * Below 10^8 as two sections (万 and units). `afterHigherPart` says something bigger was already
 * written (the 亿 part), so a gap before the first digit here must be marked with one 零.
 */
function spellBelowHundredMillion(digits8: string, afterHigherPart: boolean): string {
  let out = '';
  let written = afterHigherPart;
  let pendingZero = false;
  const sections: [string, string][] = [
    [digits8.slice(0, 4), '万'],
    [digits8.slice(4), ''],
  ];
  for (const [section, unit] of sections) {
    if (/^0+$/.test(section)) {
      pendingZero = written;
      continue;
    }
    // A section that starts with 0 after something written is read with 零 (壹万零伍佰);
    // trailing zeros of the previous section are absorbed by its unit (壹拾万柒仟).
    if (written && (pendingZero || section.startsWith('0'))) out += '零';
    out += spellSection(section.replace(/^0+/, '')) + unit;
    written = true;
    pendingZero = false;
  }
  return out;
}

function spellInteger(integer: string): string {
  const digits = integer.replace(/^0+/, '');
  if (digits === '') return '';
  if (digits.length <= 8) return spellBelowHundredMillion(digits.padStart(8, '0'), false);
  const high = digits.slice(0, -8).padStart(8, '0');
  return `${spellBelowHundredMillion(high, false)}亿${spellBelowHundredMillion(digits.slice(-8), true)}`;
}

/**
 * 人民币大写 following the People's Bank rules for filling in bills (正确填写票据和结算凭证的基本规定):
 * 壹拾 not 拾; one 零 for any run of zeros inside the number; no 零 for zeros at the end of the
 * yuan part (壹仟陆佰捌拾元叁角贰分); 元零X分 when only 角 is zero; 整 only after 元; 负 for
 * negatives. Input is rounded half up to the fen first. See ADR 0004 for the optional forms.
 */
export function toChineseCapitalAmount(value: string | bigint | number): string {
  if (typeof value === 'number') assertSafeNumber(value);
  const text = typeof value === 'number' ? numberToPlainDecimal(value) : value.toString().trim();
  const parsed = parsePlainDecimal(text);
  if (!parsed) throw new AmountError('not-a-number');
  const { negative, integer, fraction } = roundHalfUp(parsed, 2);
  if (integer.length > CAPITAL_AMOUNT_MAX_INTEGER_DIGITS) throw new AmountError('unsafe-number');

  const yuan = spellInteger(integer);
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  let out = yuan === '' ? '' : `${yuan}元`;
  if (jiao === 0 && fen === 0) {
    out = yuan === '' ? '零元整' : `${out}整`;
  } else {
    if (jiao > 0) out += `${DIGITS[jiao]}角`;
    else if (yuan !== '') out += '零';
    if (fen > 0) out += `${DIGITS[fen]}分`;
  }
  return negative ? `负${out}` : out;
}
