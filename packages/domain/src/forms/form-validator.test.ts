import { describe, expect, it } from 'vitest';
import type { FormValues } from './form-context.js';
import { compileFormValidator } from './form-validator.js';

import { APPLY, messageFor, messages, schemaOf } from './testing/rule-harness.js';

describe('built-in checks per type', () => {
  const options = {
    source: 'static',
    items: [
      { value: '1', label: '是' },
      { value: '0', label: '否' },
    ],
  };

  it('static options: a value outside the list is refused as <label>的选项无效', () => {
    expect(messageFor({ type: 'radio', options }, '2')).toBe('值的选项无效');
    expect(messageFor({ type: 'radio', options }, 1)).toBeUndefined();
    expect(messageFor({ type: 'select', options }, ['1'])).toBe('值的格式不正确');
    expect(messageFor({ type: 'checkbox', options }, ['1', '9'])).toBe('值的选项无效');
  });

  it('dictionary options are checked when the caller supplies the dictionary', () => {
    const field = { type: 'select', options: { source: 'dict', code: 'natureOfShare' } };
    expect(messageFor(field, 'x')).toBeUndefined();
    const dictionaries = { natureOfShare: [{ value: '1', label: '流通股' }] };
    expect(messageFor(field, 'x', {}, { dictionaries })).toBe('值的选项无效');
    expect(messageFor(field, '1', {}, { dictionaries })).toBeUndefined();
  });

  it('setOptions narrows the allowed values', () => {
    const fields = [
      { type: 'input', prop: 'kind', label: '类型' },
      {
        type: 'select',
        prop: 'v',
        label: '值',
        options,
        conditions: {
          setOptions: {
            when: { path: 'form.kind', operator: 'eq', value: 'x' },
            items: [{ value: '0', label: '否' }],
          },
        },
      },
    ];
    expect(messages(fields, { kind: 'x', v: '1' }).v).toBe('值的选项无效');
    expect(messages(fields, { kind: 'y', v: '1' }).v).toBeUndefined();
  });

  it('select multipleLimit and checkbox min/max (000 §5)', () => {
    const select = { type: 'select', options, props: { multipleLimit: 1 } };
    expect(messageFor(select, ['1', '0'])).toBe('最多选择1项');
    expect(messageFor(select, '1')).toBe('值的格式不正确');
    const checkbox = { type: 'checkbox', options, props: { min: 2 } };
    expect(messageFor(checkbox, ['1'])).toBe('至少选择2项');
  });

  it('cascader paths must exist in a static tree', () => {
    const tree = {
      source: 'static',
      items: [{ value: '11', label: '北京', children: [{ value: '1101', label: '市辖区' }] }],
    };
    expect(messageFor({ type: 'cascader', options: tree }, ['11', '1101'])).toBeUndefined();
    expect(messageFor({ type: 'cascader', options: tree }, ['11', '1201'])).toBe('值的选项无效');
    expect(messageFor({ type: 'cascader', options: tree }, '11')).toBe('值的格式不正确');
    expect(messageFor({ type: 'cascader', options: { source: 'region' } }, ['35', '3501'])).toBeUndefined();
  });

  it('thousands: numbers within 2^53, two decimals, six in 万元 (001 §5.6, §9)', () => {
    expect(messageFor({ type: 'thousands' }, '1234.56')).toBeUndefined();
    expect(messageFor({ type: 'thousands' }, '1234.567')).toBe('请输入不超过两位小数的数字');
    expect(messageFor({ type: 'thousands', append: '万元' }, '1.234567')).toBeUndefined();
    expect(messageFor({ type: 'thousands', append: '万元' }, '1.2345678')).toBe('请输入不超过六位小数的数字');
    expect(messageFor({ type: 'thousands' }, '9007199254740992')).toBe('数字超过最大安全长度');
    expect(messageFor({ type: 'thousands' }, 2 ** 60)).toBe('数字超过最大安全长度');
    expect(messageFor({ type: 'thousands' }, '1,234')).toBe('请输入数字');
    expect(messageFor({ type: 'input', toThousands: true }, 'abc')).toBe('请输入数字');
  });

  it('number: numeric, within props min/max and precision', () => {
    expect(messageFor({ type: 'number', props: { min: 0, max: 10 } }, 11)).toBe('不能大于10');
    expect(messageFor({ type: 'number', props: { min: 0 } }, -1)).toBe('不能小于0');
    expect(messageFor({ type: 'number', props: { precision: 0 } }, 1.5)).toBe('请输入整数');
    expect(messageFor({ type: 'number' }, true)).toBe('请输入数字');
  });

  it('text: strings only, maxLength in characters', () => {
    expect(messageFor({ maxLength: 2 }, '一二三')).toBe('长度不能超过2个字符');
    expect(messageFor({}, ['a'])).toBe('值的格式不正确');
    expect(messageFor({}, 12)).toBeUndefined();
  });

  it('dates and times', () => {
    expect(messageFor({ type: 'date' }, '2024-02-29')).toBeUndefined();
    expect(messageFor({ type: 'date' }, '2023-02-29')).toBe('请输入正确的日期');
    expect(messageFor({ type: 'date', props: { type: 'year' } }, '2024')).toBeUndefined();
    expect(messageFor({ type: 'date', props: { type: 'month' } }, '2024-13')).toBe('请输入正确的日期');
    expect(messageFor({ type: 'date', props: { type: 'datetime' } }, '2024-01-01 23:59:59')).toBeUndefined();
    expect(messageFor({ type: 'date', props: { type: 'daterange' } }, ['2024-01-02', '2024-01-01'])).toBe(
      '结束日期不能早于开始日期',
    );
    expect(messageFor({ type: 'timeSelect' }, '09:30')).toBeUndefined();
    expect(messageFor({ type: 'timePicker' }, '24:00')).toBe('值的格式不正确');
  });
});

describe('sub-tables, uploads and approval edit mode', () => {
  const table = {
    type: 'subTable',
    prop: 'holders',
    label: '股东',
    rules: [{ kind: 'required', message: '至少填写一组信息' }],
    columns: [
      { type: 'input', prop: 'name', label: '股东名称', rules: [{ kind: 'required' }] },
      { type: 'input', prop: 'ratio', label: '持股比例', rules: [{ kind: 'validator', name: 'percentage' }] },
    ],
  };

  it('validates each cell and prefixes 第N行', () => {
    const result = compileFormValidator(
      schemaOf([table]),
      APPLY,
    )({ holders: [{ name: '甲', ratio: '10' }, { ratio: '200' }] });
    expect(result).toEqual({
      ok: false,
      errors: [
        { prop: 'holders.1.name', label: '股东名称', message: '第2行此项为必填', groupKey: 'g' },
        {
          prop: 'holders.1.ratio',
          label: '持股比例',
          message: '第2行请输入不超过两位小数的正数且不超过100',
          groupKey: 'g',
        },
      ],
    });
    expect(messages([table], { holders: [] }).holders).toBe('至少填写一组信息');
    expect(messages([table], { holders: 'x' }).holders).toBe('股东的格式不正确');
  });

  const upload = {
    type: 'upload',
    prop: 'files',
    label: '附件',
    rows: [
      {
        prop: 'license',
        label: '营业执照',
        accept: ['pdf', 'JPG'],
        maxSize: 1,
        fileLimit: 1,
        required: true,
      },
      { prop: 'other', label: '其他补充材料', accept: ['pdf'], required: true, other: true },
    ],
  };
  const file = (originalName: string, size?: number) => ({ attachId: 'a1', originalName, size });

  it('upload rows: required, type, size, count (000 §5)', () => {
    expect(messages([upload], {})).toEqual({
      'files.license': '请上传文件',
      'files.other': '请上传其他补充材料',
    });
    expect(messages([upload], { files: { license: [file('a.exe')], other: [file('b.PDF')] } })).toEqual({
      'files.license': '该文件不符合文件类型限制！',
    });
    expect(
      messages([upload], { files: { license: [file('a.jpg', 2 * 1024 * 1024)], other: [file('b.pdf')] } }),
    ).toEqual({
      'files.license': '上传文件大小不能超过1M',
    });
    expect(
      messages([upload], { files: { license: [file('a.pdf'), file('b.pdf')], other: [file('b.pdf')] } }),
    ).toEqual({
      'files.license': '超出最大文件上传数量',
    });
    expect(messages([upload], { files: { license: [{ id: 1 }], other: [file('b.pdf')] } })).toEqual({
      'files.license': '营业执照的格式不正确',
    });
    expect(messages([upload], { files: [] })).toEqual({ files: '附件的格式不正确' });
    expect(messages([{ ...upload, rules: [{ kind: 'required' }] }], { files: {} })).toEqual({
      files: '请上传文件',
    });
  });

  it('approval edit mode limits editInApprove text to 50 characters (001 §5.20)', () => {
    const fields = [
      { type: 'input', prop: 'opinion', label: '意见', editInApprove: true },
      { type: 'input', prop: 'name', label: '名称', rules: [{ kind: 'required' }] },
      {
        type: 'displayTable',
        prop: 'rows',
        label: '列表',
        columns: [{ prop: 'remark', label: '备注', editInApprove: true }],
      },
    ];
    const long = '长'.repeat(51);
    const data = { opinion: long, rows: [{ remark: long }] };
    expect(messages(fields, data, { nodeId: 'RecheckApprove' })).toEqual({
      opinion: '长度不能超过50个字符',
      'rows.0.remark': '第1行长度不能超过50个字符',
    });
    expect(messages(fields, { ...data, name: 'x' }, APPLY)).toEqual({});
    expect(messages(fields, data, { nodeId: 'RecheckApprove', taskItemState: '已办' })).toEqual({});
  });

  it('approval edit mode checks editInApprove cells by their column rules, 第N行【列名】 (ADR 49 amendment)', () => {
    const table = {
      type: 'displayTable',
      prop: 'holders',
      label: '股东信息',
      columns: [
        { prop: 'holderName', label: '股东名称', isRequired: true },
        {
          prop: 'mobile',
          label: '手机号码',
          editInApprove: true,
          rules: [{ kind: 'validator', name: 'mobile' }],
        },
      ],
    };
    const rows = [
      { holderName: '', mobile: '13800000000' },
      { holderName: '乙', mobile: '1380000' },
      { holderName: '丙', mobile: '' },
    ];
    const found = messages([table], { holders: rows }, { nodeId: 'PreliminaryApprove' });
    // Only the editable column is checked: the blank 股东名称 is the applicant's, read-only here.
    expect(Object.keys(found)).toEqual(['holders.1.mobile']);
    expect(found['holders.1.mobile']).toMatch(/^第2行【手机号码】/);
    expect(
      messages([table], { holders: rows }, { nodeId: 'PreliminaryApprove', taskItemState: '已办' }),
    ).toEqual({});
  });

  it('hidden and read-only fields are not validated', () => {
    const fields = [
      { type: 'input', prop: 'kind', label: '类型' },
      {
        type: 'input',
        prop: 'extra',
        label: '补充',
        rules: [{ kind: 'required' }],
        conditions: { visibleWhen: { path: 'form.kind', operator: 'eq', value: 'x' } },
      },
    ];
    expect(messages(fields, {})).toEqual({});
    expect(messages(fields, { kind: 'x' })).toEqual({ extra: '此项为必填' });
    expect(messages(fields, { kind: 'x' }, { nodeId: 'detail' })).toEqual({});
  });

  it('treats a non-object submission as an empty form', () => {
    const validate = compileFormValidator(schemaOf([table]), APPLY);
    expect(validate(null as unknown as FormValues)).toMatchObject({ ok: false });
  });
});
