import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { cellText, type XlsxRow } from '../xlsx-reader.js';
import { ZipWriter } from '../zip-writer.js';

/** A ZIP of the given parts, in the given order. */
export async function zipOf(parts: [name: string, content: string][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipWriter(out);
  for (const [name, content] of parts) await zip.addEntry(name, content);
  await zip.finish();
  return Buffer.concat(chunks);
}

/**
 * A ZIP of stored (uncompressed) parts written by hand; with `zip64`, sizes and offsets live in
 * ZIP64 extra fields and a ZIP64 end of central directory, as writers do for large archives.
 */
export function storedZipOf(parts: [name: string, content: string][], zip64 = false): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [fileName, content] of parts) {
    const name = Buffer.from(fileName, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 10, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const extra = Buffer.alloc(zip64 ? 28 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(data.length), 4);
      extra.writeBigUInt64LE(BigInt(data.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(zip64 ? 45 : 10, 6);
    record.writeUInt16LE(0x800, 8);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(zip64 ? 0xffffffff : data.length, 20);
    record.writeUInt32LE(zip64 ? 0xffffffff : data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(extra.length, 30);
    record.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    central.push(record, name, extra);
    out.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : parts.length, 8);
  end.writeUInt16LE(zip64 ? 0xffff : parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  if (!zip64) return Buffer.concat([...out, dir, end]);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeBigUInt64LE(BigInt(parts.length), 24);
  end64.writeBigUInt64LE(BigInt(parts.length), 32);
  end64.writeBigUInt64LE(BigInt(dir.length), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + dir.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...out, dir, end64, locator, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = (t: string) => `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${t}`;

export interface RawSheet {
  name: string;
  /** Part name under xl/, e.g. `worksheets/data.xml`. */
  part: string;
  /** The `<sheetData>` content (rows), or a whole part when it starts with '<?xml'. */
  xml: string;
  kind?: 'worksheet' | 'chartsheet';
}

/**
 * A hand-written xlsx package: the sheets are listed in workbook order with relationship ids in
 * reverse order, so the first sheet is never rId1 / sheet1.xml by accident.
 */
export async function rawWorkbook(opts: {
  sheets: RawSheet[];
  sharedStrings?: string;
  styles?: string;
  workbookPr?: string;
  extraParts?: [string, string][];
  /** How the parts are zipped (default: deflated by our ZipWriter). */
  pack?: (parts: [string, string][]) => Buffer | Promise<Buffer>;
}): Promise<Buffer> {
  const n = opts.sheets.length;
  const rid = (i: number) => `rId${n - i + 2}`;
  const sheetParts = opts.sheets.map((s): [string, string] => [
    `xl/${s.part}`,
    s.xml.startsWith('<?xml')
      ? s.xml
      : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}"><sheetData>${s.xml}</sheetData></worksheet>`,
  ]);
  const rels = opts.sheets.map(
    (s, i) => `<Relationship Id="${rid(i)}" Type="${REL(s.kind ?? 'worksheet')}" Target="${s.part}"/>`,
  );
  if (opts.styles) rels.push(`<Relationship Id="rId1" Type="${REL('styles')}" Target="styles.xml"/>`);
  if (opts.sharedStrings) {
    rels.push(`<Relationship Id="rId2" Type="${REL('sharedStrings')}" Target="/xl/sharedStrings.xml"/>`);
  }
  const parts: [string, string][] = [
    ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types/>'],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL('officeDocument')}" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}">${opts.workbookPr ?? ''}<sheets>${opts.sheets
        .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="${rid(i)}"/>`)
        .join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    ],
    ...sheetParts,
  ];
  if (opts.styles) parts.push(['xl/styles.xml', `<styleSheet xmlns="${NS}">${opts.styles}</styleSheet>`]);
  if (opts.sharedStrings) {
    parts.push(['xl/sharedStrings.xml', `<sst xmlns="${NS}">${opts.sharedStrings}</sst>`]);
  }
  return (opts.pack ?? zipOf)([...parts, ...(opts.extraParts ?? [])]);
}

/** The reference reading: exceljs's regular reader, rows and cell texts as the reader used to give them. */
export async function exceljsRows(bytes: Buffer): Promise<XlsxRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: XlsxRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    rows.push({ rowNumber, cells });
  });
  return rows;
}

export async function collect(rows: AsyncIterable<XlsxRow>): Promise<XlsxRow[]> {
  const out: XlsxRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}
