/**
 * Code point ranges counted as "Chinese" (汉字): CJK Unified Ideographs and Extension A, plus
 * Extensions B-I so rare characters in legal names (生僻字, GB 18030-2022) are not refused.
 * Compatibility ideographs, radicals and CJK punctuation are not included.
 */
export const HAN_CHARACTER_CLASS =
  '\\u{3400}-\\u{4DBF}\\u{4E00}-\\u{9FFF}\\u{20000}-\\u{2A6DF}\\u{2A700}-\\u{2EE5F}\\u{30000}-\\u{323AF}';

const HAN = new RegExp(`[${HAN_CHARACTER_CLASS}]`, 'u');

export function containsHanCharacter(value: string): boolean {
  return HAN.test(value);
}
