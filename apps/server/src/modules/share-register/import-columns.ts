import { smallWorkbook } from '../../platform/documents/xlsx-writer.js';

/** The columns of the initial-register workbook, in order (row 1 of the first sheet). */
export const IMPORT_COLUMNS = [
  { key: 'organType', header: '股东类型', width: 12, example: '个人' },
  { key: 'holderName', header: '股东名称', width: 30, example: '张三' },
  { key: 'certType', header: '证件类型', width: 20, example: '居民身份证' },
  { key: 'certificateNo', header: '证件号码', width: 24, example: '11010519491231002X' },
  { key: 'accountNumber', header: '登记账号（选填）', width: 18, example: '' },
  { key: 'shareNature', header: '股份性质', width: 14, example: '境内自然人股' },
  { key: 'quantity', header: '持股数量', width: 16, example: '1000000' },
] as const;
export type ImportField = (typeof IMPORT_COLUMNS)[number]['key'];

/** The Chinese name of a field as the report names it (without 选填). */
export function fieldLabel(field: ImportField | 'file'): string {
  if (field === 'file') return '文件';
  return IMPORT_COLUMNS.find((c) => c.key === field)!.header.replace(/（选填）$/, '');
}

/** Whether row 1 is the template's header row (the 选填 note may be left out). */
export function isHeaderRow(cells: string[]): boolean {
  return IMPORT_COLUMNS.every((c, i) => {
    const cell = (cells[i] ?? '').replace(/\s/g, '');
    return cell === c.header || cell === fieldLabel(c.key);
  });
}

export interface TemplateDictionaries {
  certTypes: { organType: string; names: string[] }[];
  shareNatures: string[];
}

/** 初始股东名册导入模板: the header row and an example, and a sheet of instructions and codes. */
export function importTemplate(dicts: TemplateDictionaries): Promise<Buffer> {
  const help: string[][] = [
    ['填写说明'],
    ['1. 第一行为表头，请勿修改；自第二行起每行一条持股记录，示例行请删除。'],
    ['2. 股东类型填写：机构、个人或产品（也可填 1、2、3）。'],
    [
      '3. 证件类型、股份性质填写下列名称或其字典键值。个人居民身份证按GB 11643校验，统一社会信用代码按GB 32100校验。',
    ],
    [
      '4. 登记账号选填：已开立账户的股东填写其登记账号；不填写的，按股东类型、名称、证件类型和证件号码匹配已有账户，无则新开账户。',
    ],
    ['5. 持股数量为正整数（股）。同一股东、同一股份性质的多行合并计算。'],
    ['6. 导入为整体操作：任何一行有误，全部不导入，并返回逐行错误报告。'],
    [],
    ['股东类型', '可填写的证件类型'],
    ...dicts.certTypes.map((c) => [c.organType, c.names.join('、')]),
    [],
    ['股份性质', dicts.shareNatures.join('、')],
  ];
  return smallWorkbook([
    {
      name: '股东名册',
      rows: [IMPORT_COLUMNS.map((c) => c.header), IMPORT_COLUMNS.map((c) => c.example)],
      widths: IMPORT_COLUMNS.map((c) => c.width),
    },
    { name: '填写说明', rows: help, widths: [14, 120] },
  ]);
}

/** The refused file's report: every problem with its row and column, in Chinese. */
export function importErrorReport(
  errors: { row: number; field: string; message: string }[],
): Promise<Buffer> {
  return smallWorkbook([
    {
      name: '错误报告',
      rows: [['行号', '字段', '错误说明'], ...errors.map((e) => [e.row, e.field, e.message])],
      widths: [10, 18, 60],
    },
  ]);
}
