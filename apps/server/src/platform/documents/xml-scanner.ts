/**
 * An incremental XML tokenizer over UTF-8 bytes, for the parts of an xlsx package. Input arrives
 * in chunks (`feed`); a token is only reported once all its bytes are there (a text ends at the
 * next '<', a tag at its closing '>' outside quotes), so a multi-byte character split between two
 * chunks is never decoded in halves. Element and attribute names are reported without their
 * namespace prefix (`x:row` → `row`). Comments, processing instructions and the XML declaration
 * are skipped; CDATA is text; a DOCTYPE is refused (no entity definitions, so no entity expansion).
 * Text and attribute values decode the five predefined entities and character references.
 */
import { decodeText } from './xml-text.js';

export const END = 0;
export const OPEN = 1;
export const CLOSE = 2;
export const TEXT = 3;
export type Token = typeof END | typeof OPEN | typeof CLOSE | typeof TEXT;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;
const EQ = 0x3d;
const BANG = 0x21;
const QMARK = 0x3f;
const MAX_PENDING = 16 * 1024 * 1024;
/** Internal: a comment or processing instruction was consumed; scan on. */
const SKIPPED = -1;
const EMPTY = Buffer.alloc(0);

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x09 || b === 0x0d;

export class XmlScanner {
  private buf: Buffer = EMPTY;
  private pos = 0;
  private final = false;
  /** Local name of the current OPEN or CLOSE token. */
  name = '';
  /** The current OPEN token is an empty-element tag (`<c r="A1"/>`): no CLOSE follows. */
  selfClosing = false;
  private textStart = 0;
  private textEnd = 0;
  private cdata = false;
  /** Attribute spans of the current OPEN token: local-name start/end, value start/end. */
  private attrs = new Int32Array(32);
  private attrCount = 0;
  private readonly names = new Map<number, string>();

  /** Adds the next chunk of the part; `final` when it is the last (or the only) one. */
  feed(chunk: Buffer, final: boolean): void {
    const rest = this.buf.length - this.pos;
    if (rest === 0) this.buf = chunk;
    else if (chunk.length > 0) this.buf = Buffer.concat([this.buf.subarray(this.pos), chunk]);
    else this.buf = this.buf.subarray(this.pos);
    this.pos = 0;
    this.final = final;
    if (this.buf.length > MAX_PENDING) throw new Error('XML 格式错误：单个节点过大');
  }

  /** The next token, or END when more input is needed (or the input is exhausted). */
  next(): Token {
    for (;;) {
      const token = this.step();
      if (token !== SKIPPED) return token;
    }
  }

  private step(): Token | typeof SKIPPED {
    const buf = this.buf;
    const start = this.pos;
    if (start >= buf.length) return END;
    if (buf[start] !== LT) {
      let end = buf.indexOf(LT, start);
      if (end < 0) {
        if (!this.final) return END;
        end = buf.length;
      }
      this.textStart = start;
      this.textEnd = end;
      this.cdata = false;
      this.pos = end;
      return TEXT;
    }
    const second = buf[start + 1];
    if (second === BANG) return this.special(start);
    if (second === QMARK) {
      const end = buf.indexOf('?>', start + 2);
      if (end < 0) return this.incomplete();
      this.pos = end + 2;
      return SKIPPED;
    }
    if (second === SLASH) {
      const end = buf.indexOf(GT, start + 2);
      if (end < 0) return this.incomplete();
      let nameEnd = end;
      while (nameEnd > start + 2 && isSpace(buf[nameEnd - 1]!)) nameEnd--;
      this.name = this.localName(start + 2, nameEnd);
      this.pos = end + 1;
      return CLOSE;
    }
    if (second === undefined) return this.incomplete();
    return this.openTag(start);
  }

  private incomplete(): Token {
    if (this.final) throw new Error('XML 格式错误：文件意外结束');
    return END;
  }

  private special(start: number): Token | typeof SKIPPED {
    const buf = this.buf;
    if (buf.length - start < 9 && !this.final) return END;
    if (buf.toString('latin1', start, start + 4) === '<!--') {
      const end = buf.indexOf('-->', start + 4);
      if (end < 0) return this.incomplete();
      this.pos = end + 3;
      return SKIPPED;
    }
    if (buf.toString('latin1', start, start + 9) === '<![CDATA[') {
      const end = buf.indexOf(']]>', start + 9);
      if (end < 0) return this.incomplete();
      this.textStart = start + 9;
      this.textEnd = end;
      this.cdata = true;
      this.pos = end + 3;
      return TEXT;
    }
    throw new Error('XML 格式错误：不支持 DOCTYPE 等声明');
  }

  /** The name after its prefix; short names (`c`, `v`, `row`…) come from a cache, not a new string. */
  private localName(start: number, end: number): string {
    const buf = this.buf;
    let from = start;
    for (let i = start; i < end; i++) if (buf[i] === COLON) from = i + 1;
    const len = end - from;
    if (len > 4 || len === 0) return buf.toString('latin1', from, end);
    let key = len;
    for (let i = from; i < end; i++) key = key * 256 + buf[i]!;
    let name = this.names.get(key);
    if (name === undefined) {
      name = buf.toString('latin1', from, end);
      this.names.set(key, name);
    }
    return name;
  }

  private openTag(start: number): Token {
    const buf = this.buf;
    const len = buf.length;
    let i = start + 1;
    while (i < len) {
      const b = buf[i]!;
      if (b === GT || b === SLASH || isSpace(b)) break;
      i++;
    }
    if (i >= len) return this.incomplete();
    this.name = this.localName(start + 1, i);
    this.attrCount = 0;
    for (;;) {
      while (i < len && isSpace(buf[i]!)) i++;
      if (i >= len) return this.incomplete();
      const b = buf[i]!;
      if (b === GT) {
        this.selfClosing = false;
        this.pos = i + 1;
        return OPEN;
      }
      if (b === SLASH) {
        if (i + 1 >= len) return this.incomplete();
        if (buf[i + 1] !== GT) throw new Error('XML 格式错误：标签未正确结束');
        this.selfClosing = true;
        this.pos = i + 2;
        return OPEN;
      }
      let nameStart = i;
      while (i < len && buf[i] !== EQ && !isSpace(buf[i]!) && buf[i] !== GT) {
        if (buf[i] === COLON) nameStart = i + 1;
        i++;
      }
      const nameEnd = i;
      while (i < len && isSpace(buf[i]!)) i++;
      if (i >= len) return this.incomplete();
      if (buf[i] !== EQ) throw new Error('XML 格式错误：属性缺少取值');
      i++;
      while (i < len && isSpace(buf[i]!)) i++;
      if (i >= len) return this.incomplete();
      const quote = buf[i]!;
      if (quote !== 0x22 && quote !== 0x27) throw new Error('XML 格式错误：属性值缺少引号');
      const valueEnd = buf.indexOf(quote, i + 1);
      if (valueEnd < 0) return this.incomplete();
      this.pushAttr(nameStart, nameEnd, i + 1, valueEnd);
      i = valueEnd + 1;
    }
  }

  private pushAttr(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): void {
    const k = this.attrCount * 4;
    if (k + 4 > this.attrs.length) {
      const grown = new Int32Array(this.attrs.length * 2);
      grown.set(this.attrs);
      this.attrs = grown;
    }
    this.attrs[k] = nameStart;
    this.attrs[k + 1] = nameEnd;
    this.attrs[k + 2] = valueStart;
    this.attrs[k + 3] = valueEnd;
    this.attrCount++;
  }

  /** The index in `attrs` of the current OPEN token's attribute with this local name, or -1. */
  private findAttr(localName: string): number {
    const buf = this.buf;
    const n = localName.length;
    for (let k = 0; k < this.attrCount * 4; k += 4) {
      const s = this.attrs[k]!;
      if (this.attrs[k + 1]! - s !== n) continue;
      let same = true;
      for (let j = 0; j < n; j++) {
        if (buf[s + j] !== localName.charCodeAt(j)) {
          same = false;
          break;
        }
      }
      if (same) return k;
    }
    return -1;
  }

  /** The value of the current OPEN token's attribute with this local name (prefix ignored). */
  attr(localName: string): string | undefined {
    const k = this.findAttr(localName);
    return k < 0 ? undefined : decodeText(this.buf, this.attrs[k + 2]!, this.attrs[k + 3]!);
  }

  /** An attribute holding a non-negative decimal integer (`s="12"`), without making a string; -1 if absent or not one. */
  attrInt(localName: string): number {
    const k = this.findAttr(localName);
    if (k < 0) return -1;
    const end = this.attrs[k + 3]!;
    let start = this.attrs[k + 2]!;
    if (start === end || end - start > 15) return -1;
    let n = 0;
    for (; start < end; start++) {
      const d = this.buf[start]! - 0x30;
      if (d < 0 || d > 9) return -1;
      n = n * 10 + d;
    }
    return n;
  }

  /** The column letters of a cell-reference attribute (`r="AB12"` → 28); 0 when absent or without letters. */
  attrColumn(localName: string, max: number): number {
    const k = this.findAttr(localName);
    if (k < 0) return 0;
    const end = this.attrs[k + 3]!;
    let col = 0;
    for (let i = this.attrs[k + 2]!; i < end; i++) {
      const c = this.buf[i]! | 0x20; // lower case
      if (c < 0x61 || c > 0x7a) break;
      col = col * 26 + (c - 0x60);
      if (col > max) throw new Error('工作表格式错误：列号超出 XFD');
    }
    return col;
  }

  /** The current TEXT token, decoded. */
  text(): string {
    if (this.cdata) return this.buf.toString('utf8', this.textStart, this.textEnd);
    return decodeText(this.buf, this.textStart, this.textEnd);
  }
}

/** Runs `visit` over every token of a whole part held in memory. */
export function scanWhole(bytes: Buffer, visit: (scanner: XmlScanner, token: Token) => void): void {
  const scanner = new XmlScanner();
  scanner.feed(bytes, true);
  for (let token = scanner.next(); token !== END; token = scanner.next()) visit(scanner, token);
}
