import { describe, expect, it } from 'vitest';
import { collect, exceljsRows, rawWorkbook, storedZipOf, zipOf } from './testing/xlsx-fixtures.js';
import { isDateFormatCode } from './xlsx-package.js';
import { readFirstSheetRows } from './xlsx-reader.js';

const read = async (bytes: Buffer) => collect(readFirstSheetRows(bytes));

const STYLES = `<numFmts count="2"><numFmt numFmtId="176" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/>
<numFmt numFmtId="177" formatCode="0.00&quot;d&quot;"/></numFmts>
<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"><alignment horizontal="left"/></xf>
<xf numFmtId="176"/><xf numFmtId="177"/><xf numFmtId="31"/><xf numFmtId="49"/></cellXfs>
<dxfs count="1"><dxf><numFmt numFmtId="178" formatCode="yyyy"/></dxf></dxfs>`;

describe('readFirstSheetRows on hand-written packages', () => {
  it('takes the first sheet of workbook.xml through its relationship, not sheet1.xml', async () => {
    const bytes = await rawWorkbook({
      sheets: [
        {
          name: '图表',
          part: 'chartsheets/sheet1.xml',
          xml: '<?xml version="1.0"?><chartsheet/>',
          kind: 'chartsheet',
        },
        {
          name: '名册',
          part: 'worksheets/data.xml',
          xml: '<row r="1"><c r="A1" t="inlineStr"><is><t>名册</t></is></c></row>',
        },
        { name: '其他', part: 'worksheets/sheet1.xml', xml: '<row r="1"><c r="A1"><v>1</v></c></row>' },
      ],
    });
    expect(await read(bytes)).toEqual([{ rowNumber: 1, cells: ['名册'] }]);
  });

  it('reads shared strings with rich text, phonetic runs, entities, _x escapes, CDATA and comments', async () => {
    const sharedStrings = [
      '<si><t xml:space="preserve">  前后空格  </t></si>',
      '<si><r><rPr><b/></rPr><t>粗体</t></r><r><t xml:space="preserve"> 与常规</t></r><rPh sb="0" eb="2"><t>ふりがな</t></rPh><phoneticPr fontId="1"/></si>',
      '<si><t>A&amp;B &lt;c&gt; &quot;d&quot; &apos;e&apos; &#x4E2D;&#22269; &#x1F600;</t></si>',
      '<si><t>第一行_x000D_\r\n第二行 _x005F_x000D_ 字面</t></si>',
      '<si><t><![CDATA[<不是标签> & 原样]]></t></si>',
      '<si/>',
      '<si><!-- 注释 --><t>有注释</t></si>',
    ].join('');
    const row = [0, 1, 2, 3, 4, 5, 6].map(
      (i) => `<c r="${String.fromCharCode(65 + i)}2" t="s"><v>${i}</v></c>`,
    );
    const bytes = await rawWorkbook({
      sheets: [{ name: 'S', part: 'worksheets/s.xml', xml: `<row r="2">${row.join('')}</row>` }],
      sharedStrings,
    });
    expect(await read(bytes)).toEqual([
      {
        rowNumber: 2,
        cells: [
          '前后空格',
          '粗体 与常规',
          'A&B <c> "d" \'e\' 中国 😀',
          '第一行\r\n第二行 _x000D_ 字面',
          '<不是标签> & 原样',
          '',
          '有注释',
        ],
      },
    ]);
  });

  it('reads cell types, prefixed elements, dates by style, missing references and sparse rows', async () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
<x:row r="1" spans="1:3"><x:c r="A1" t="inlineStr"><x:is><x:r><x:t>内联</x:t></x:r><x:r><x:t>富文本</x:t></x:r></x:is></x:c>
<x:c r="C1" t="str"><x:f>A1</x:f><x:v>公式_x000A_结果</x:v></x:c></x:row>
<x:row r="3"><x:c r="A3" s="1"><x:v>45292</x:v></x:c><x:c s="2"><x:v>45292.5</x:v></x:c><x:c s="3"><x:v>7</x:v></x:c>
<x:c s="4"><x:v>45292</x:v></x:c><x:c s="5"><x:v>12</x:v></x:c><x:c t="d"><x:v>2024-05-06T00:00:00</x:v></x:c>
<x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c><x:c><x:v>1.5E-3</x:v></x:c></x:row>
<x:row r="4"><x:c r="A4" s="1"/><x:c r="B4" s="2"></x:c></x:row>
<x:row r="5"/>
<x:row><x:c r="AA6"><x:v>26</x:v></x:c><x:c r="b6"><x:v>2</x:v></x:c></x:row>
<x:row r="7"><x:c r="B7"><x:f>1/0</x:f></x:c></x:row>
</x:sheetData></x:worksheet>`;
    const bytes = await rawWorkbook({
      sheets: [{ name: 'S', part: 'worksheets/sheet9.xml', xml: sheet }],
      styles: STYLES,
    });
    const rows = await read(bytes);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['内联富文本', '', '公式\n结果'] },
      {
        rowNumber: 3,
        cells: [
          '2024-01-01',
          '2024-01-01',
          '7',
          '2024-01-01',
          '12',
          '2024-05-06',
          'TRUE',
          '#DIV/0!',
          '0.0015',
        ],
      },
      { rowNumber: 6, cells: ['', '2', ...Array<string>(24).fill(''), '26'] },
      { rowNumber: 7, cells: ['', ''] },
    ]);
  });

  it('reads stored (uncompressed) and ZIP64 packages, part names in any case', async () => {
    const sheets = [
      {
        name: 'S',
        part: 'worksheets/Sheet1.XML',
        xml: '<row r="2"><c r="B2" t="inlineStr"><is><t>未压缩</t></is></c></row>',
      },
    ];
    for (const zip64 of [false, true]) {
      const bytes = await rawWorkbook({
        sheets,
        pack: (parts) =>
          storedZipOf(
            parts.map(([n, c]) => [n === 'xl/workbook.xml' ? 'XL/Workbook.xml' : n, c]),
            zip64,
          ),
      });
      expect(bytes.includes(Buffer.from('未压缩'))).toBe(true);
      expect(await read(bytes), `zip64 ${zip64}`).toEqual([{ rowNumber: 2, cells: ['', '未压缩'] }]);
    }
  });

  it('counts 1904-based dates from 1904-01-01', async () => {
    const bytes = await rawWorkbook({
      sheets: [
        { name: 'S', part: 'worksheets/sheet1.xml', xml: '<row r="1"><c r="A1" s="1"><v>0</v></c></row>' },
      ],
      styles: STYLES,
      workbookPr: '<workbookPr date1904="1"/>',
    });
    expect(await read(bytes)).toEqual([{ rowNumber: 1, cells: ['1904-01-01'] }]);
    expect(await exceljsRows(bytes)).toEqual([{ rowNumber: 1, cells: ['1904-01-01'] }]);
  });

  it('tells date formats from number formats', () => {
    for (const code of [
      'yyyy-mm-dd',
      'YYYY\\-MM\\-DD',
      '[$-F800]dddd, mmmm dd, yyyy',
      'h:mm AM/PM',
      '[h]:mm:ss',
      'mm:ss.0',
    ]) {
      expect(isDateFormatCode(code), code).toBe(true);
    }
    for (const code of [
      'General',
      '0.00',
      '#,##0.00 "元/股"',
      '0.00_);[Red](0.00)',
      '@',
      '0.00E+00',
      '\\d0',
      '* #,##0',
    ]) {
      expect(isDateFormatCode(code), code).toBe(false);
    }
  });
});

describe('readFirstSheetRows refuses what is not an xlsx workbook', () => {
  const refuse = (bytes: Buffer) => expect(read(bytes)).rejects.toThrow(Error);

  it('refuses garbage, empty, truncated and non-workbook zips', async () => {
    await refuse(Buffer.from('这不是一个 Excel 文件，只是文字。'.repeat(20)));
    await refuse(Buffer.alloc(0));
    await refuse(Buffer.from('%PDF-1.7\n'));
    await expect(read(Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'))).rejects.toThrow(
      '旧版 .xls',
    );
    const good = await rawWorkbook({
      sheets: [{ name: 'S', part: 'worksheets/s.xml', xml: '<row r="1"><c r="A1"><v>1</v></c></row>' }],
    });
    await refuse(good.subarray(0, good.length - 30));
    await refuse(good.subarray(0, 200));
    await expect(read(await zipOf([['word/document.xml', '<w:document/>']]))).rejects.toThrow(
      '缺少 workbook.xml',
    );
  });

  it('refuses a part whose data does not match its checksum', async () => {
    const xml = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'校验'.repeat(50)}</t></is></c></row>`;
    const good = await rawWorkbook({ sheets: [{ name: 'S', part: 'worksheets/s.xml', xml }] });
    expect(await read(good)).toHaveLength(1);
    const at = good.indexOf(Buffer.from('xl/worksheets/s.xml')) + 'xl/worksheets/s.xml'.length + 10;
    const bad = Buffer.from(good);
    bad[at] = bad[at]! ^ 0xff;
    await refuse(bad);
  });

  it('refuses malformed XML, DOCTYPE declarations and shared-string indexes out of range', async () => {
    const sheet = (xml: string) => rawWorkbook({ sheets: [{ name: 'S', part: 'worksheets/s.xml', xml }] });
    await expect(
      read(await sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>A & B</t></is></c></row>')),
    ).rejects.toThrow('XML 格式错误');
    await expect(
      read(await sheet('<row r="1"><c r="A1"><v>1</v></c>'.replace('</c>', '</c><c r="B1"'))),
    ).rejects.toThrow('XML 格式错误');
    const doctype =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet><sheetData/></worksheet>';
    await expect(read(await sheet(doctype))).rejects.toThrow('DOCTYPE');
    await expect(read(await sheet('<row r="1"><c r="A1" t="s"><v>3</v></c></row>'))).rejects.toThrow(
      '共享字符串',
    );
    await expect(read(await sheet('<row r="1"><c r="XFE1"><v>3</v></c></row>'))).rejects.toThrow('列号');
  });
});
