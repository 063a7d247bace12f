import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../bank-card.js';
import { fakeId18 } from '../testing/fake-id-number.js';
import { compileFormValidator } from './form-validator.js';
import { createFormFunctionRegistry } from './function-registry.js';

import { APPLY, messageFor, schemaOf } from './testing/rule-harness.js';

const ID = fakeId18({ birth: '19900101' });
const CARD = (() => {
  const payload = '622202123456789012';
  return payload + luhnCheckDigit(payload);
})();

describe('rule kinds', () => {
  it('required: default 此项为必填 (001 §5.2), or the rule message; blank text and empty lists count as empty', () => {
    const rules = [{ kind: 'required' }];
    expect(messageFor({ rules }, undefined)).toBe('此项为必填');
    expect(messageFor({ rules }, '   ')).toBe('此项为必填');
    expect(messageFor({ rules: [{ kind: 'required', message: '此项为必填项！' }] }, null)).toBe(
      '此项为必填项！',
    );
    expect(messageFor({ rules }, 'x')).toBeUndefined();
    expect(messageFor({ rules }, 0)).toBeUndefined();
  });

  it('rules other than required are skipped for blank optional values', () => {
    expect(messageFor({ rules: [{ kind: 'validator', name: 'mobile' }] }, '')).toBeUndefined();
  });

  it('pattern: /regex/flags, with its message', () => {
    const rules = [{ kind: 'pattern', pattern: '/^\\d{6}$/', message: '请输入6位邮政编码' }];
    expect(messageFor({ rules }, '100101')).toBeUndefined();
    expect(messageFor({ rules }, '10010')).toBe('请输入6位邮政编码');
    expect(
      messageFor({ rules: [{ kind: 'pattern', pattern: '/^abc$/i', message: 'x' }] }, 'ABC'),
    ).toBeUndefined();
  });

  const validators: [string, Record<string, unknown>, unknown, string | undefined][] = [
    ['idNumber ok', { name: 'idNumber' }, ID, undefined],
    ['idNumber bad', { name: 'idNumber' }, '110105199001011230', '请输入正确的身份证号码'],
    ['uscc ok', { name: 'uscc' }, '91110000600037341L', undefined],
    ['uscc bad', { name: 'uscc' }, '91110000600037341A', '请输入正确的统一社会信用代码'],
    ['bankCard ok', { name: 'bankCard' }, CARD, undefined],
    ['bankCard letters', { name: 'bankCard' }, '6222abc', '银行卡号必须全为数字'],
    ['bankCard short', { name: 'bankCard' }, '622202', '银行卡号长度必须在16到19位之间'],
    ['mobile ok', { name: 'mobile' }, '13800138000', undefined],
    ['mobile bad', { name: 'mobile' }, '12800138000', '请输入正确的手机号码'],
    ['holderName ok', { name: 'holderName' }, '阿依古丽·买买提', undefined],
    ['holderName space', { name: 'holderName' }, '张 三', '请不要输入空格'],
    ['holderName special', { name: 'holderName' }, '张三#', '不能包含特殊字符'],
    ['certificateNo chinese', { name: 'certificateNo' }, '证件123', '不能包含中文'],
    ['certificateNo long', { name: 'certificateNo' }, 'A'.repeat(19), '长度不能超过18位'],
    ['positiveInteger ok', { name: 'positiveInteger' }, '12', undefined],
    ['positiveInteger zero', { name: 'positiveInteger' }, '0', '请输入正整数'],
    ['integerGreaterThanZero', { name: 'integerGreaterThanZero' }, '1.5', '请输入大于0的正整数'],
    ['integer ok (number value)', { name: 'integer' }, 42, undefined],
    ['integer bad', { name: 'integer' }, '4.2', '请输入整数'],
    ['decimal ok', { name: 'decimal', places: 2 }, '12.34', undefined],
    ['decimal places', { name: 'decimal', places: 2 }, '12.345', '请输入不超过两位小数的数字'],
    ['decimal negative refused', { name: 'decimal', places: 2 }, '-1', '请输入不超过两位小数的数字'],
    ['decimal four places', { name: 'decimal', places: 4 }, '1.23456', '请输入不超过4位小数的数字'],
    ['decimal negative allowed', { name: 'decimal', places: 2, allowNegative: true }, '-1', undefined],
    ['decimal max', { name: 'decimal', places: 0, max: '10', message: '不能超过10' }, '11', '不能超过10'],
    ['percentage ok', { name: 'percentage' }, '99.99', undefined],
    ['percentage over 100', { name: 'percentage' }, '100.01', '请输入不超过两位小数的正数且不超过100'],
    ['wanYuan ok', { name: 'wanYuan' }, '1.234567', undefined],
    ['wanYuan seven decimals', { name: 'wanYuan' }, '1.2345678', '请输入不超过六位小数的数字'],
    ['reportNumber', { name: 'reportNumber' }, '-01', '请输入不超过六位小数的数字'],
    ['signedSixDecimals', { name: 'signedSixDecimals' }, 'x', '请输入不超过六位小数的数'],
    ['nonNegativeSixDecimals', { name: 'nonNegativeSixDecimals' }, '-1', '请输入不超过六位小数的正数'],
    ['nonNegativeTwoDecimals', { name: 'nonNegativeTwoDecimals' }, '1.234', '不超过两位小数的非负数'],
    ['notZero', { name: 'notZero' }, '0.00', '不能为0'],
    ['dateNotInFuture today', { name: 'dateNotInFuture' }, '2026-06-01', undefined],
    ['dateNotInFuture tomorrow', { name: 'dateNotInFuture' }, '2026-06-02', '日期不能晚于今天'],
    ['dateNotInFuture not a date', { name: 'dateNotInFuture' }, '2026-02-30', '请输入正确的日期'],
    ['dateNotInFuture datetime', { name: 'dateNotInFuture' }, '2026-05-31 23:59:59', undefined],
    ['custom message wins', { name: 'mobile', message: '手机号码格式不正确' }, '1', '手机号码格式不正确'],
    ['object value', { name: 'mobile' }, { a: 1 }, '值的格式不正确'],
  ];
  it.each(validators)('validator %s', (_name, rule, value, expected) => {
    expect(messageFor({ type: 'textarea', rules: [{ kind: 'validator', ...rule }] }, value)).toBe(expected);
  });

  it('validator endAfterStart / endNotBeforeStart read startProp from the same record', () => {
    const after = { rules: [{ kind: 'validator', name: 'endAfterStart', startProp: 'start' }] };
    expect(messageFor(after, '2024-01-02', { start: '2024-01-01' })).toBeUndefined();
    expect(messageFor(after, '2024-01-01', { start: '2024-01-01' })).toBe('结束日期必须晚于开始日期');
    expect(messageFor(after, '2024-01-01', {})).toBeUndefined();
    expect(messageFor(after, 'soon', { start: '2024-01-01' })).toBe('请输入正确的日期');
    const notBefore = {
      rules: [
        {
          kind: 'validator',
          name: 'endNotBeforeStart',
          startProp: 'start',
          message: '转股结束日不能早于转股开始日',
        },
      ],
    };
    expect(messageFor(notBefore, '2024-01-01', { start: '2024-01-01' })).toBeUndefined();
    expect(messageFor(notBefore, '2023-12-31', { start: '2024-01-01' })).toBe('转股结束日不能早于转股开始日');
  });

  it('min and max compare exact decimals', () => {
    expect(messageFor({ rules: [{ kind: 'min', value: '0.1' }] }, '0.09')).toBe('不能小于0.1');
    expect(messageFor({ rules: [{ kind: 'min', value: 0.1 }] }, '0.10')).toBeUndefined();
    expect(messageFor({ rules: [{ kind: 'max', value: '9007199254740993' }] }, '9007199254740994')).toBe(
      '不能大于9007199254740993',
    );
    expect(messageFor({ rules: [{ kind: 'max', value: 100, message: '不能超过100' }] }, '100.000001')).toBe(
      '不能超过100',
    );
    expect(messageFor({ rules: [{ kind: 'min', value: 0 }] }, 'abc')).toBe('请输入数字');
  });

  it('length counts characters (code points) of text and items of lists', () => {
    const rules = [{ kind: 'length', min: 2, max: 3 }];
    expect(messageFor({ rules }, 'a')).toBe('长度不能少于2个字符');
    expect(messageFor({ rules }, '𠀀𠀀𠀀')).toBeUndefined();
    expect(messageFor({ rules }, 'abcd')).toBe('长度不能超过3个字符');
    const checkbox = {
      type: 'checkbox',
      options: { source: 'static', items: ['a', 'b', 'c', 'd'].map((v) => ({ value: v, label: v })) },
      rules,
    };
    expect(messageFor(checkbox, ['a'])).toBe('至少选择2项');
    expect(messageFor(checkbox, ['a', 'b', 'c', 'd'])).toBe('最多选择3项');
    expect(
      messageFor({ ...checkbox, rules: [{ kind: 'length', max: 1, message: '只能选一项' }] }, ['a', 'b']),
    ).toBe('只能选一项');
  });

  it('custom: a registered validator, with the form and context in scope', () => {
    const rules = [{ kind: 'custom', validator: { fn: 'notTestCompany' } }];
    expect(messageFor({ rules }, '测试公司')).toBe('不能使用测试企业');
    expect(messageFor({ rules }, '正式公司')).toBeUndefined();
    expect(
      messageFor(
        { rules: [{ kind: 'custom', validator: { fn: 'notTestCompany' }, message: '换一个' }] },
        '测试',
      ),
    ).toBe('换一个');
    expect(messageFor({ rules: [{ kind: 'custom', validator: { fn: 'returnsBlank' } }] }, 'x')).toBe(
      '值的格式不正确',
    );
  });

  it('runs rules in order and reports only the first failure of a field', () => {
    const rules = [
      { kind: 'length', max: 3 },
      { kind: 'pattern', pattern: '/^\\d+$/', message: '只能输入数字' },
    ];
    expect(messageFor({ rules }, 'abcd')).toBe('长度不能超过3个字符');
    expect(messageFor({ rules }, 'ab')).toBe('只能输入数字');
  });

  it('fails at compile time for a custom validator missing from the registry', () => {
    const other = createFormFunctionRegistry();
    const schema = schemaOf([
      {
        type: 'input',
        prop: 'a',
        label: 'A',
        rules: [{ kind: 'custom', validator: { fn: 'notTestCompany' } }],
      },
    ]);
    expect(() => compileFormValidator(schema, APPLY, { functions: other })).toThrow(
      '未注册的配置函数：notTestCompany',
    );
  });
});
