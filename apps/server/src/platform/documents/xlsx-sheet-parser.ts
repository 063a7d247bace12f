import { cellText, serialDateText } from './xlsx-cell-text.js';
import { StringItemCollector, unescapeOoxml, type XlsxPackage } from './xlsx-package.js';
import { CLOSE, END, OPEN, TEXT, XmlScanner } from './xml-scanner.js';

export interface XlsxRow {
  /** 1-based, as Excel numbers it. */
  rowNumber: number;
  /** Cell texts of columns 1…n (empty cells are ''). */
  cells: string[];
}

/** Excel's last column, XFD. */
const MAX_COLUMN = 16_384;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * The worksheet XML (`<sheetData><row r><c r t s><v>|<is>|<f>`) turned into rows, fed chunk by
 * chunk: `push` returns the rows completed by the chunk. Only the current row is held. Rows with
 * no cell value are left out (exceljs's `includeEmpty: false`); columns come from each cell's
 * `r`, missing cells give '' and a cell or row without `r` follows the previous one.
 */
export class SheetParser {
  private readonly x = new XmlScanner();
  private readonly item = new StringItemCollector();
  private inSheetData = false;
  private rowNumber = 0;
  private cells: string[] = [];
  private hasValues = false;
  private col = 0;
  private type = '';
  private style = 0;
  private v: string | null = null;
  private inV = false;
  private inIs = false;
  private isText: string | null = null;
  private hasFormula = false;

  constructor(private readonly pkg: XlsxPackage) {}

  push(chunk: Buffer, final: boolean): XlsxRow[] {
    const out: XlsxRow[] = [];
    const x = this.x;
    x.feed(chunk, final);
    for (let token = x.next(); token !== END; token = x.next()) {
      if (token === TEXT) {
        if (this.inV) this.v += x.text();
        else if (this.inIs) this.item.addText(() => x.text());
      } else if (token === OPEN) {
        if (this.inSheetData) this.open(x, out);
        else if (x.name === 'sheetData') this.inSheetData = !x.selfClosing;
      } else if (token === CLOSE && this.inSheetData) {
        this.close(x.name, out);
      }
    }
    return out;
  }

  private open(x: XmlScanner, out: XlsxRow[]): void {
    const name = x.name;
    if (this.inIs) {
      this.item.open(name, x.selfClosing);
      return;
    }
    switch (name) {
      case 'c': {
        this.col = x.attrColumn('r', MAX_COLUMN) || this.col + 1;
        if (this.col > MAX_COLUMN) throw new Error('工作表格式错误：列号超出 XFD');
        this.type = x.attr('t') ?? 'n';
        this.style = x.attrInt('s');
        this.v = null;
        this.isText = null;
        this.hasFormula = false;
        if (x.selfClosing) this.endCell();
        break;
      }
      case 'v':
        if (!x.selfClosing) {
          this.inV = true;
          this.v = '';
        }
        break;
      case 'is':
        this.item.reset();
        if (x.selfClosing) this.isText = '';
        else this.inIs = true;
        break;
      case 'f':
        this.hasFormula = true;
        break;
      case 'row': {
        const r = x.attrInt('r');
        this.rowNumber = r > 0 ? r : this.rowNumber + 1;
        this.cells = [];
        this.hasValues = false;
        this.col = 0;
        if (x.selfClosing) this.endRow(out);
        break;
      }
    }
  }

  private close(name: string, out: XlsxRow[]): void {
    if (this.inIs) {
      if (name === 'is') {
        this.inIs = false;
        this.isText = this.item.value();
      } else this.item.close(name);
      return;
    }
    switch (name) {
      case 'v':
        this.inV = false;
        break;
      case 'c':
        this.endCell();
        break;
      case 'row':
        this.endRow(out);
        break;
      case 'sheetData':
        this.inSheetData = false;
        break;
    }
  }

  private endCell(): void {
    const text = this.cellValue();
    if (text === undefined) return;
    this.cells[this.col - 1] = text;
    this.hasValues = true;
  }

  /** The cell's text, or undefined when the cell holds no value (only a style). */
  private cellValue(): string | undefined {
    const v = this.v;
    if (this.isText !== null && (this.type === 'inlineStr' || v === null)) return this.isText.trim();
    if (v === null || v === '') return this.hasFormula ? '' : undefined;
    switch (this.type) {
      case 's': {
        const s = this.pkg.sharedStrings[Number.parseInt(v, 10)];
        if (s === undefined) throw new Error('工作表格式错误：共享字符串序号超出范围');
        return s.trim();
      }
      case 'str':
      case 'inlineStr':
        return unescapeOoxml(v).trim();
      case 'b':
        return Number.parseInt(v, 10) !== 0 ? 'TRUE' : 'FALSE';
      case 'e':
        return v.trim();
      case 'd':
        return ISO_DATE.test(v.trim()) ? v.trim().slice(0, 10) : v.trim();
      default: {
        const n = Number.parseFloat(v);
        if (!Number.isFinite(n)) return v.trim();
        if (this.pkg.dateStyles[this.style] === 1) {
          const date = serialDateText(n, this.pkg.date1904);
          if (date !== undefined) return date;
        }
        return cellText(n);
      }
    }
  }

  private endRow(out: XlsxRow[]): void {
    if (!this.hasValues) return;
    const cells = this.cells;
    for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = '';
    out.push({ rowNumber: this.rowNumber, cells });
    this.cells = [];
    this.hasValues = false;
  }
}
