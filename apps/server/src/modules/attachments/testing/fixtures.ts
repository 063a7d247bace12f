import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { ZipWriter } from '../../../platform/documents/zip-writer.js';

/** A multipart/form-data body as a browser's FormData would send it (fields first, then the file). */
export function multipart(
  file: { name: string; bytes: Buffer; type?: string },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rer${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small valid PDF (one empty page) with some random bytes in a comment, so hashes differ. */
export function samplePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    `% ${randomBytes(16).toString('hex')}`,
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** An ELF header padded out: what a Linux executable looks like to a content check. */
export function elfExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes);
  bytes.writeUInt16LE(2, 16); // ET_EXEC
  bytes.writeUInt16LE(0x3e, 18); // x86-64
  return bytes;
}

/** A Windows PE header ("MZ" … "PE\0\0"). */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export async function sampleWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const first = workbook.addWorksheet('股东名单');
  first.addRow(['股东名称', '持股数']);
  first.addRow(['演示投资者甲', 1000]);
  const second = workbook.addWorksheet('说明');
  second.addRow(['仅供演示']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A minimal .docx: a heading, a paragraph and a hyperlink whose target is a javascript: URL. */
export async function sampleDocx(paragraph: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipWriter(out);
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  await zip.addEntry(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  await zip.addEntry(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${r}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  await zip.addEntry(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rIdEvil" Type="${r}/hyperlink" Target="javascript:alert(1)" TargetMode="External"/>` +
      `<Relationship Id="rIdGood" Type="${r}/hyperlink" Target="https://example.com/a" TargetMode="External"/></Relationships>`,
  );
  await zip.addEntry(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}" xmlns:r="${r}"><w:body>` +
      `<w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p>` +
      '<w:p><w:r><w:t>&lt;script&gt;alert(2)&lt;/script&gt;</w:t></w:r></w:p>' +
      '<w:p><w:hyperlink r:id="rIdEvil"><w:r><w:t>点我</w:t></w:r></w:hyperlink></w:p>' +
      '<w:p><w:hyperlink r:id="rIdGood"><w:r><w:t>官网</w:t></w:r></w:hyperlink></w:p>' +
      '</w:body></w:document>',
  );
  await zip.finish();
  return Buffer.concat(chunks);
}

/**
 * A workbook that is small on disk and huge inflated (a deflate bomb): its one sheet has a single
 * cell of `inflatedMb` megabytes of 'A', which deflates about 1000 to 1.
 */
export async function xlsxBomb(inflatedMb: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipWriter(out);
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  await zip.addEntry(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  await zip.addEntry(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${r}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await zip.addEntry(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${r}"><sheets><sheet name="炸弹" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  await zip.addEntry(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${r}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  const sheet = await zip.openEntry('xl/worksheets/sheet1.xml');
  await sheet.write(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
  );
  const block = Buffer.alloc(1024 * 1024, 0x41);
  for (let i = 0; i < inflatedMb; i++) await sheet.write(block);
  await sheet.write('</t></is></c></row></sheetData></worksheet>');
  await sheet.close();
  await zip.finish();
  return Buffer.concat(chunks);
}
