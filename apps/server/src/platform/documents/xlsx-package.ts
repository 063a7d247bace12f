import { CLOSE, OPEN, scanWhole, TEXT } from './xml-scanner.js';
import type { ZipArchive, ZipEntry } from './zip-reader.js';

/**
 * The parts of an xlsx package the reader needs, found the way OPC says: `_rels/.rels` names the
 * workbook part, the workbook's `<sheets>` give the sheet order, and the workbook's relationships
 * give each sheet's part, the styles and the shared strings (never hard-coded `sheet1.xml`).
 */
export interface XlsxPackage {
  /** The part of the first worksheet in workbook order (chartsheets skipped); none in an empty workbook. */
  firstSheet: ZipEntry | undefined;
  /** Every worksheet in workbook order with its name (hidden ones too; chartsheets skipped). */
  sheets: { name: string; entry: ZipEntry }[];
  sharedStrings: string[];
  /** Per cellXfs index (a cell's `s`): 1 when its number format is a date or time format. */
  dateStyles: Uint8Array;
  /** The workbook counts dates from 1904-01-01 (old Mac workbooks). */
  date1904: boolean;
}

interface Relationship {
  type: string;
  target: string;
}

const REL_SUFFIX = {
  document: '/officeDocument',
  worksheet: '/worksheet',
  styles: '/styles',
  strings: '/sharedStrings',
};

/** Built-in number formats that are dates or times (ECMA-376 18.8.30, plus the East Asian ids 27–36 and 50–58). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A format code shows a date or time when y/m/d/h/s remain outside quotes, brackets and escapes. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*]/g, '')
    .replace(/[\\_*]./g, '');
  return /[ymdhs]/i.test(bare);
}

/** `_xHHHH_` escapes of OOXML strings (`_x000D_` is a carriage return; `_x005F_` an underscore). */
export function unescapeOoxml(s: string): string {
  if (!s.includes('_x')) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function resolveTarget(source: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // keep the target as written
  }
  if (decoded.startsWith('/')) return decoded.slice(1);
  const parts = source.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function relsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

function readRelationships(zip: ZipArchive, source: string): Map<string, Relationship> {
  const rels = new Map<string, Relationship>();
  const entry = zip.entry(source === '' ? '_rels/.rels' : relsPartOf(source));
  if (!entry) return rels;
  scanWhole(zip.read(entry), (x, token) => {
    if (token !== OPEN || x.name !== 'Relationship' || x.attr('TargetMode') === 'External') return;
    const id = x.attr('Id');
    const target = x.attr('Target');
    if (id && target) rels.set(id, { type: x.attr('Type') ?? '', target: resolveTarget(source, target) });
  });
  return rels;
}

function partOfType(zip: ZipArchive, rels: Map<string, Relationship>, suffix: string, fallback: string) {
  for (const rel of rels.values()) if (rel.type.endsWith(suffix)) return zip.entry(rel.target);
  return zip.entry(fallback);
}

function readWorkbook(zip: ZipArchive, entry: ZipEntry) {
  const sheetIds: { id: string; name: string }[] = [];
  let date1904 = false;
  scanWhole(zip.read(entry), (x, token) => {
    if (token !== OPEN) return;
    if (x.name === 'sheet') {
      const id = x.attr('id');
      if (id) sheetIds.push({ id, name: x.attr('name') ?? '' });
    } else if (x.name === 'workbookPr') {
      const v = x.attr('date1904');
      date1904 = v === '1' || v === 'true';
    }
  });
  return { sheetIds, date1904 };
}

function readDateStyles(bytes: Buffer | undefined): Uint8Array {
  if (!bytes) return new Uint8Array(0);
  const customFormats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inNumFmts = false;
  let inCellXfs = false;
  scanWhole(bytes, (x, token) => {
    if (token === OPEN) {
      if (x.name === 'numFmts') inNumFmts = !x.selfClosing;
      else if (x.name === 'cellXfs') inCellXfs = !x.selfClosing;
      else if (inNumFmts && x.name === 'numFmt') {
        customFormats.set(Number(x.attr('numFmtId')), x.attr('formatCode') ?? '');
      } else if (inCellXfs && x.name === 'xf') xfFormats.push(Number(x.attr('numFmtId') ?? 0));
    } else if (token === CLOSE) {
      if (x.name === 'numFmts') inNumFmts = false;
      else if (x.name === 'cellXfs') inCellXfs = false;
    }
  });
  const dates = new Uint8Array(xfFormats.length);
  xfFormats.forEach((id, i) => {
    const custom = customFormats.get(id);
    dates[i] = (custom !== undefined ? isDateFormatCode(custom) : BUILT_IN_DATE_FORMATS.has(id)) ? 1 : 0;
  });
  return dates;
}

/**
 * Collects the text of a string item (`<si>` of the shared strings, `<is>` of an inline string):
 * the `<t>` of the item or of its rich-text runs `<r>`, without phonetic runs `<rPh>`. All text is
 * kept as written (`xml:space` only tells other writers whether it matters), `_xHHHH_` decoded.
 */
export class StringItemCollector {
  private text = '';
  private inT = false;
  private phoneticDepth = 0;

  reset(): void {
    this.text = '';
    this.inT = false;
    this.phoneticDepth = 0;
  }

  open(name: string, selfClosing: boolean): void {
    if (name === 'rPh' && !selfClosing) this.phoneticDepth++;
    else if (name === 't' && !selfClosing && this.phoneticDepth === 0) this.inT = true;
  }

  close(name: string): void {
    if (name === 'rPh' && this.phoneticDepth > 0) this.phoneticDepth--;
    else if (name === 't') this.inT = false;
  }

  addText(text: () => string): void {
    if (this.inT) this.text += unescapeOoxml(text());
  }

  value(): string {
    return this.text;
  }
}

function readSharedStrings(bytes: Buffer | undefined): string[] {
  const strings: string[] = [];
  if (!bytes) return strings;
  const item = new StringItemCollector();
  let inItem = false;
  scanWhole(bytes, (x, token) => {
    if (token === OPEN) {
      if (x.name === 'si') {
        item.reset();
        if (x.selfClosing) strings.push('');
        else inItem = true;
      } else if (inItem) item.open(x.name, x.selfClosing);
    } else if (token === CLOSE) {
      if (x.name === 'si') {
        strings.push(item.value());
        inItem = false;
      } else if (inItem) item.close(x.name);
    } else if (token === TEXT && inItem) item.addText(() => x.text());
  });
  return strings;
}

/** Reads the package's structure, styles and shared strings; throws when it is not a workbook. */
export function openXlsxPackage(zip: ZipArchive): XlsxPackage {
  const rootRels = readRelationships(zip, '');
  const workbookEntry = partOfType(zip, rootRels, REL_SUFFIX.document, 'xl/workbook.xml');
  if (!workbookEntry) throw new Error('缺少 workbook.xml，不是 Excel 工作簿');
  const workbookPart = workbookEntry.name.replace(/^\/+/, '');
  const rels = readRelationships(zip, workbookPart);
  const { sheetIds, date1904 } = readWorkbook(zip, workbookEntry);
  const sheets: XlsxPackage['sheets'] = [];
  for (const { id, name } of sheetIds) {
    const rel = rels.get(id);
    if (!rel || (rel.type !== '' && !rel.type.endsWith(REL_SUFFIX.worksheet))) continue;
    const sheet = zip.entry(rel.target);
    if (sheet) sheets.push({ name, entry: sheet });
    else if (sheets.length === 0) throw new Error('找不到第一个工作表的内容');
  }
  const firstSheet = sheets[0]?.entry;
  const dir = workbookPart.slice(0, workbookPart.lastIndexOf('/') + 1);
  const styles = partOfType(zip, rels, REL_SUFFIX.styles, `${dir}styles.xml`);
  const strings = partOfType(zip, rels, REL_SUFFIX.strings, `${dir}sharedStrings.xml`);
  return {
    firstSheet,
    sheets,
    sharedStrings: readSharedStrings(strings && zip.read(strings)),
    dateStyles: readDateStyles(styles && zip.read(styles)),
    date1904,
  };
}
