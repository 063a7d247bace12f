import { describe, expect, it } from 'vitest';
import { isHolderName, normalizeHolderName, validateHolderName } from './holder-name.js';

describe('validateHolderName', () => {
  const accepted: [string, string][] = [
    ['Chinese', '张三'],
    ['ethnic-minority name with U+00B7', '阿依古丽·买买提'],
    ['katakana middle dot U+30FB (IME look-alike)', '阿依古丽・买买提'],
    ['hyphenation point U+2027 (IME look-alike)', '阿依古丽‧买买提'],
    ['traditional characters', '陳大文'],
    ['Extension A character', '㐀三'],
    ['Extension B character (生僻字)', '王𠀾'],
    ['ASCII letters and digits', 'Zhang3'],
    ['underscore', 'li_si'],
    ['ASCII parentheses', '某某科技(北京)有限公司'],
    ['full-width parentheses', '某某科技（北京）有限公司'],
    ['ASCII period', 'J.Smith'],
    ['Chinese full stop', '张三。'],
    ['ASCII comma', '张三,李四'],
    ['full-width comma', '张三，李四'],
    ['hyphen-minus', 'Jean-Luc'],
  ];
  it.each(accepted)('accepts %s', (_reason, name) => {
    expect(validateHolderName(name)).toEqual({ ok: true });
    expect(isHolderName(name)).toBe(true);
  });

  const refused: [string, string | null | undefined, string][] = [
    ['empty', '', '此项为必填项！'],
    ['null', null, '此项为必填项！'],
    ['undefined', undefined, '此项为必填项！'],
    ['blanks only', '   ', '此项为必填项！'],
    ['ideographic space only', '\u3000', '此项为必填项！'],
    ['ASCII space inside', '张 三', '请不要输入空格'],
    ['leading space', ' 张三', '请不要输入空格'],
    ['trailing space', '张三 ', '请不要输入空格'],
    ['ideographic space U+3000', '张\u3000三', '请不要输入空格'],
    ['no-break space', '张\u00A0三', '请不要输入空格'],
    ['tab', '张\t三', '请不要输入空格'],
    ['space is reported before special characters', '张 三!', '请不要输入空格'],
    ['exclamation mark', '张三!', '不能包含特殊字符'],
    ['at sign', '张三@', '不能包含特殊字符'],
    ['square brackets', '张三[1]', '不能包含特殊字符'],
    ['full-width square brackets', '张三【1】', '不能包含特殊字符'],
    ['slash', '张/三', '不能包含特殊字符'],
    ['em dash', '张——三', '不能包含特殊字符'],
    ['full-width hyphen', '张－三', '不能包含特殊字符'],
    ['full-width letters', 'ＡＢＣ', '不能包含特殊字符'],
    ['accented Latin letter', 'José', '不能包含特殊字符'],
    ['emoji', '张三😀', '不能包含特殊字符'],
    ['ideographic zero 〇 (not a CJK unified ideograph)', '王〇', '不能包含特殊字符'],
    ['zero-width space (not whitespace to \\s)', '张\u200B三', '不能包含特殊字符'],
    ['ideographic comma 、', '张三、李四', '不能包含特殊字符'],
  ];
  it.each(refused)('refuses %s', (_reason, name, message) => {
    expect(validateHolderName(name)).toEqual({ ok: false, message });
    expect(isHolderName(name)).toBe(false);
  });

  it('normalises look-alike middle dots to U+00B7 and leaves the rest alone', () => {
    expect(normalizeHolderName('阿依古丽・买买提‧江')).toBe('阿依古丽·买买提·江');
    expect(normalizeHolderName('张三(北京)')).toBe('张三(北京)');
  });
});
