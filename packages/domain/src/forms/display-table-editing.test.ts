import { describe, expect, it } from 'vitest';
import { fakeId18, withWrongCheck } from '../testing/fake-id-number.js';
import { checkTableRows, compileRowChecker, tableEditing } from './display-table-editing.js';
import { rowsFromSheet, templateHeaders } from './display-table-import.js';
import { compileFormValidator } from './form-validator.js';
import { parseFormSchema } from './parse-form-schema.js';
import type { DisplayTableField } from './schema-fields.js';

const holders = {
  type: 'displayTable',
  prop: 'holders',
  label: '股东信息',
  props: { addable: true, editable: true, deletable: true, importable: true },
  columns: [
    {
      prop: 'organType',
      label: '股东类型',
      isRequired: true,
      input: 'select',
      choices: [
        { value: '1', label: '机构' },
        { value: '2', label: '个人' },
      ],
    },
    {
      prop: 'holderName',
      label: '股东名称',
      isRequired: true,
      rules: [{ kind: 'validator', name: 'holderName' }],
    },
    { prop: 'certType', label: '证件类型', isRequired: true },
    {
      prop: 'certificateNo',
      label: '证件号码',
      isRequired: true,
      rules: [{ kind: 'validator', name: 'certificateByType' }],
    },
    {
      prop: 'quantity',
      label: '持股数量（股）',
      isRequired: true,
      input: 'number',
      rules: [{ kind: 'validator', name: 'positiveInteger' }],
    },
    {
      prop: 'shareholdingRatio',
      label: '持股比例（%）',
      input: 'number',
      trimDecimals: 4,
      rules: [{ kind: 'validator', name: 'decimal', places: 4, max: 100 }],
    },
  ],
};

const schema = () => {
  const parsed = parseFormSchema({
    schemaVersion: 1,
    appId: '590001',
    nodeId: 'apply',
    title: '测试',
    groups: [{ key: 'g', title: '股东', fields: [holders] }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.schema;
};
const field = () => schema().groups[0]!.fields[0] as DisplayTableField;
const id = fakeId18({ birth: '19900101' });
const good = { organType: '2', holderName: '测试股东甲', certType: '1', certificateNo: id, quantity: '100' };

describe('display-table rows given by users (ADR 49)', () => {
  it('reads the editing props from the schema', () => {
    expect(tableEditing(field())).toMatchObject({ addable: true, importable: true, importMode: 'replace' });
  });

  it('checks a row by its columns: required, choices, validators, decimals, naming the column', () => {
    const check = compileRowChecker(field());
    expect(check(good, 0)).toEqual([]);
    const problems = check(
      {
        organType: '9',
        holderName: '测试 股东',
        certType: '1',
        certificateNo: withWrongCheck(id),
        shareholdingRatio: '12.34567',
      },
      2,
    );
    expect(problems.map((p) => [p.row, p.label, p.message])).toEqual([
      [2, '股东类型', '股东类型的选项无效'],
      [2, '股东名称', '请不要输入空格'],
      [2, '证件号码', expect.stringMatching(/.+/)],
      [2, '持股数量（股）', '此项为必填'],
      [2, '持股比例（%）', '请输入不超过4位小数的数字'],
    ]);
  });

  it('the server check of the form names row and column: 第N行【列名】', () => {
    const validate = compileFormValidator(schema(), { nodeId: 'apply' });
    const result = validate({ holders: [good, { ...good, holderName: '测试 股东' }] });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          prop: 'holders.1.holderName',
          label: '股东信息',
          message: '第2行【股东名称】请不要输入空格',
          groupKey: 'g',
        },
      ],
    });
    expect(validate({ holders: [good] })).toEqual({ ok: true });
  });

  it('leaves tables users do not fill unchecked', () => {
    const plain = schema();
    const table = plain.groups[0]!.fields[0] as DisplayTableField;
    table.props = {};
    expect(compileFormValidator(plain, { nodeId: 'apply' })({ holders: [{}] })).toEqual({ ok: true });
  });

  it('reads an imported sheet by header labels, select labels to values, and checks every row', () => {
    expect(templateHeaders(field())).toEqual([
      '股东类型',
      '股东名称',
      '证件类型',
      '证件号码',
      '持股数量（股）',
      '持股比例（%）',
    ]);
    const sheet = [
      ['*股东名称', '股东类型', '证件类型', '证件号码', '持股数量（股）', '持股比例（%）'],
      ['测试股东甲', '个人', '1', id, '100', '33.333333'],
      ['', '', '', '', '', ''],
      ['测试股东乙', '个人', '1', id, '-1', ''],
    ];
    const read = rowsFromSheet(field(), sheet);
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          holderName: '测试股东甲',
          organType: '2',
          certType: '1',
          certificateNo: id,
          quantity: '100',
          // 002 §5: the ratio cut (not rounded) to 4 decimals.
          shareholdingRatio: '33.3333',
        },
        { holderName: '测试股东乙', organType: '2', certType: '1', certificateNo: id, quantity: '-1' },
      ],
    });
    if (!read.ok) return;
    const problems = checkTableRows(read.rows, compileRowChecker(field()));
    expect(problems.map((p) => [p.row, p.label])).toEqual([[1, '持股数量（股）']]);
  });

  it('refuses a sheet without a column of the template, naming it', () => {
    expect(rowsFromSheet(field(), [['股东名称'], ['甲']])).toEqual({
      ok: false,
      message:
        '导入文件缺少【股东类型】【证件类型】【证件号码】【持股数量（股）】【持股比例（%）】列，请使用下载的模板',
    });
    expect(rowsFromSheet(field(), [])).toMatchObject({
      ok: false,
      message: '导入文件为空，请按模板填写后导入',
    });
  });
});
