import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { collect, exceljsRows } from './testing/xlsx-fixtures.js';
import { openXlsxPackage } from './xlsx-package.js';
import { readFirstSheetRows } from './xlsx-reader.js';
import { ZipArchive } from './zip-reader.js';

const ROWS = 30_000;
const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜';
const fakeId = (i: number) => `210202${1950 + (i % 50)}0101${String(i % 1000).padStart(3, '0')}${i % 10}`;

/** An import-like file of `ROWS` rows (exceljs's streaming writer, inline strings, as the bench builds it). */
async function bigFile(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const sheet = wb.addWorksheet('股东名册');
  sheet
    .addRow([
      '股东类型',
      '股东名称',
      '证件类型',
      '证件号码',
      '登记账号（选填）',
      '股份性质',
      '持股数量',
      '日期',
    ])
    .commit();
  for (let i = 0; i < ROWS; i++) {
    // Names of 1 to 12 characters move the multi-byte characters across the inflater's chunk edges.
    const name = `${SURNAMES[i % SURNAMES.length]}${'某甲乙丙丁'.repeat(3).slice(0, i % 12)}${i}`;
    const row = sheet.addRow([
      i % 7 === 0 ? '机构' : '个人',
      name,
      '居民身份证',
      fakeId(i),
      i % 5 === 0 ? '' : `D${String(i).padStart(9, '0')}`,
      i % 3 === 0 ? '境内自然人股' : `𠀀限售股${i % 4}`,
      i % 11 === 0 ? (i * 1.25) / 8 : 100 + (i % 9_000),
      i % 13 === 0 ? new Date(Date.UTC(2000, 0, 1 + (i % 9_000))) : null,
    ]);
    if (i % 13 === 0) row.getCell(8).numFmt = 'yyyy-mm-dd';
    row.commit();
  }
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

describe('readFirstSheetRows on a large file', () => {
  it('reads a 30,000-row Chinese file exactly as exceljs’s regular reader does, cell by cell', async () => {
    const bytes = await bigFile();

    // The file does put multi-byte characters across the inflated chunks the parser is fed.
    const zip = new ZipArchive(bytes);
    let splitCharacters = 0;
    for await (const chunk of zip.stream(openXlsxPackage(zip).firstSheet!)) {
      if ((chunk[0]! & 0xc0) === 0x80) splitCharacters++;
    }
    expect(splitCharacters).toBeGreaterThan(10);

    const ours = await collect(readFirstSheetRows(bytes));
    const reference = await exceljsRows(bytes);
    expect(ours).toHaveLength(ROWS + 1);
    expect(reference).toHaveLength(ROWS + 1);
    let differences = 0;
    for (let r = 0; r < reference.length; r++) {
      const a = ours[r]!;
      const b = reference[r]!;
      if (a.rowNumber !== b.rowNumber || a.cells.length !== b.cells.length) differences++;
      else for (let c = 0; c < b.cells.length; c++) if (a.cells[c] !== b.cells[c]) differences++;
    }
    expect(differences).toBe(0);
    expect(ours[1]).toEqual({
      rowNumber: 2,
      cells: ['机构', '赵0', '居民身份证', '210202195001010000', '', '境内自然人股', '0', '2000-01-01'],
    });
  }, 180_000);
});
