import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { collect, exceljsRows } from './testing/xlsx-fixtures.js';
import { readFirstSheetRows } from './xlsx-reader.js';

type Value = ExcelJS.CellValue;

/** Rows written by exceljs at the given 1-based positions (sparse rows and cells allowed). */
const SAMPLE: [row: number, cells: [col: number, value: Value][]][] = [
  [
    1,
    [
      [1, '股东类型'],
      [2, '股东名称'],
      [3, '持股数量'],
    ],
  ],
  [
    2,
    [
      [1, '个人'],
      [2, '  张三丰  '],
      [3, 1_000],
      [4, -42],
      [5, 3.25],
      [6, 0.1 + 0.2],
      [7, 110101199001011000],
      [8, 123456789012345680],
      [9, 1.10101199001011e17],
      [10, 1e21],
      [11, -0.000001],
    ],
  ],
  [
    3,
    [
      [1, true],
      [2, false],
      [3, new Date(Date.UTC(2024, 1, 29))],
      [4, { richText: [{ text: '富文本', font: { bold: true } }, { text: '：第二段 ' }] }],
      [5, { formula: 'A2&"公司"', result: '个人公司' }],
      [6, { formula: '1+2', result: 3 }],
      [7, { error: '#N/A' }],
    ],
  ],
  // Sparse: gaps before, between and no trailing cells; row 4 absent.
  [
    5,
    [
      [2, '乙'],
      [5, '戊'],
    ],
  ],
  [7, [[1, '𠀀𠮷 emoji 😀 and &<>"\'']]],
  [9, [[3, { text: '链接文字', hyperlink: 'https://example.com/' }]]],
];

function fill(sheet: ExcelJS.Worksheet, rows = SAMPLE) {
  for (const [r, cells] of rows) {
    const row = sheet.getRow(r);
    for (const [c, v] of cells) row.getCell(c).value = v;
  }
  sheet.getCell('H3').numFmt = 'yyyy"年"m"月"d"日"';
  sheet.getCell('H3').value = 45_000; // 2023-03-15
  sheet.getCell('I3').numFmt = '0.00 "days"';
  sheet.getCell('I3').value = 45_000;
  sheet.getCell('J3').numFmt = '[h]:mm:ss';
  // Serial 1.5 (Excel: 1900-01-01 12:00); serials before 1900-03-01 come out a day early, as with
  // exceljs (Excel's fictitious 1900-02-29 is not modelled).
  sheet.getCell('J3').value = 1.5;
  sheet.getCell('K3').numFmt = 'mm-dd-yy';
  sheet.getCell('K3').value = 45_292.75; // 2024-01-01 18:00
  sheet.getCell('L3').numFmt = '#,##0.00';
  sheet.getCell('L3').value = 1_234.5;
  // A styled cell without a value neither counts as a value nor makes its row non-empty.
  sheet.getCell('A11').numFmt = '0.00';
  sheet.getCell('A11').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } };
}

const EXPECTED = [
  { rowNumber: 1, cells: ['股东类型', '股东名称', '持股数量'] },
  {
    rowNumber: 2,
    cells: [
      '个人',
      '张三丰',
      '1000',
      '-42',
      '3.25',
      '0.30000000000000004',
      '110101199001011000',
      '123456789012345680',
      '110101199001011000',
      '1000000000000000000000',
      '-0.000001',
    ],
  },
  {
    rowNumber: 3,
    cells: [
      'TRUE',
      'FALSE',
      '2024-02-29',
      '富文本：第二段',
      '个人公司',
      '3',
      '#N/A',
      '2023-03-15',
      '45000',
      '1899-12-31',
      '2024-01-01',
      '1234.5',
    ],
  },
  { rowNumber: 5, cells: ['', '乙', '', '', '戊'] },
  { rowNumber: 7, cells: ['𠀀𠮷 emoji 😀 and &<>"\''] },
  { rowNumber: 9, cells: ['', '', '链接文字'] },
];

describe('readFirstSheetRows on workbooks written by exceljs', () => {
  it('reads shared strings, rich text, numbers, booleans, dates, formulas, errors and sparse cells', async () => {
    const wb = new ExcelJS.Workbook();
    fill(wb.addWorksheet('股东名册'));
    fill(wb.addWorksheet('其他'), [[1, [[1, '不是第一个工作表']]]]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(bytes.includes(Buffer.from('sharedStrings.xml'))).toBe(true);
    const rows = await collect(readFirstSheetRows(bytes));
    expect(rows).toEqual(EXPECTED);
  });

  it('reads inline strings (the streaming writer without shared strings) the same way', async () => {
    const chunks: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
    const sheet = wb.addWorksheet('股东名册');
    fill(sheet);
    sheet.commit();
    await wb.commit();
    const bytes = Buffer.concat(chunks);
    expect(bytes.includes(Buffer.from('sharedStrings.xml'))).toBe(false);
    const rows = await collect(readFirstSheetRows(bytes));
    expect(rows).toEqual(EXPECTED);
  });

  it('agrees with exceljs’s regular reader except for the error cell exceljs shows as an object', async () => {
    const wb = new ExcelJS.Workbook();
    fill(wb.addWorksheet('股东名册'));
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const ours = await collect(readFirstSheetRows(bytes));
    const reference = await exceljsRows(bytes);
    expect(reference[2]!.cells[6]).toBe('[object Object]');
    reference[2]!.cells[6] = '#N/A';
    expect(ours).toEqual(reference);
  });

  it('reads the first sheet in workbook order when its part is not sheet1.xml', async () => {
    const wb = new ExcelJS.Workbook();
    const later = wb.addWorksheet('后建');
    const first = wb.addWorksheet('先列');
    later.addRow(['第二个']);
    first.addRow(['第一个']);
    // exceljs writes sheets by orderNo: 先列 (xl/worksheets/sheet2.xml) first, 后建 (sheet1.xml) second.
    Object.assign(later, { orderNo: 2 });
    Object.assign(first, { orderNo: 1 });
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(bytes.includes(Buffer.from('worksheets/sheet2.xml'))).toBe(true);
    const rows = await collect(readFirstSheetRows(bytes));
    expect(rows).toEqual(await exceljsRows(bytes));
    expect(rows).toEqual([{ rowNumber: 1, cells: ['第一个'] }]);
  });

  it('reads the only sheet left after the first one was deleted (sheet2.xml, no sheet1.xml)', async () => {
    const wb = new ExcelJS.Workbook();
    const deleted = wb.addWorksheet('已删除');
    wb.addWorksheet('名册').addRow(['留下的']);
    wb.removeWorksheet(deleted.id);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(bytes.includes(Buffer.from('worksheets/sheet1.xml'))).toBe(false);
    expect(await collect(readFirstSheetRows(bytes))).toEqual([{ rowNumber: 1, cells: ['留下的'] }]);
  });

  it('gives no rows for a workbook whose first sheet is empty', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('空');
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await collect(readFirstSheetRows(bytes))).toEqual([]);
  });
});
