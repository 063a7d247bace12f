/**
 * A tiny DER (ITU-T X.690) encoder and decoder: enough for RFC 3161 requests, responses and the
 * CMS SignedData of a time-stamp token. Definite lengths only, as DER requires.
 */
export interface Asn1Node {
  tag: number;
  /** The content octets. */
  content: Uint8Array;
  /** The whole TLV as encoded (signatures cover it). */
  raw: Uint8Array;
  isConstructed: boolean;
}

export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  SEQUENCE: 0x30,
  SET: 0x31,
  GENERALIZED_TIME: 0x18,
} as const;

function lengthBytes(n: number): number[] {
  if (n < 0x80) return [n];
  const out: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return [0x80 | out.length, ...out];
}

export function tlv(tag: number, content: Uint8Array): Uint8Array {
  return Uint8Array.from([tag, ...lengthBytes(content.length), ...content]);
}

const join = (parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

export const seq = (...parts: Uint8Array[]) => tlv(TAG.SEQUENCE, join(parts));
/** DER sorts SET OF members by their encodings. */
export const set = (...parts: Uint8Array[]) =>
  tlv(TAG.SET, join([...parts].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))));
export const octets = (b: Uint8Array) => tlv(TAG.OCTET_STRING, b);
export const nul = () => tlv(TAG.NULL, new Uint8Array(0));
export const bool = (v: boolean) => tlv(TAG.BOOLEAN, Uint8Array.of(v ? 0xff : 0));
export const explicit = (n: number, inner: Uint8Array) => tlv(0xa0 | n, inner);
export const implicitSet = (n: number, parts: Uint8Array[]) => tlv(0xa0 | n, join(parts));
export const generalizedTime = (d: Date) =>
  tlv(
    TAG.GENERALIZED_TIME,
    Buffer.from(
      `${d
        .toISOString()
        .replace(/[-:T]/g, '')
        .replace(/\.\d+Z$/, 'Z')}`,
      'ascii',
    ),
  );

export function integer(value: bigint | number): Uint8Array {
  let v = BigInt(value);
  if (v < 0n) throw new Error('negative INTEGER not needed here');
  const bytes: number[] = [];
  do {
    bytes.unshift(Number(v & 0xffn));
    v >>= 8n;
  } while (v > 0n);
  if (bytes[0]! & 0x80) bytes.unshift(0);
  return tlv(TAG.INTEGER, Uint8Array.from(bytes));
}

export function oid(dotted: string): Uint8Array {
  const arcs = dotted.split('.').map((a) => BigInt(a));
  const out: number[] = [];
  const first = arcs[0]! * 40n + arcs[1]!;
  for (const arc of [first, ...arcs.slice(2)]) {
    const chunk: number[] = [];
    let v = arc;
    do {
      chunk.unshift(Number(v & 0x7fn));
      v >>= 7n;
    } while (v > 0n);
    out.push(...chunk.map((b, i) => (i < chunk.length - 1 ? b | 0x80 : b)));
  }
  return tlv(TAG.OID, Uint8Array.from(out));
}

export function parse(bytes: Uint8Array, at = 0): Asn1Node & { end: number } {
  if (at + 2 > bytes.length) throw new Error('DER：数据被截断');
  const tag = bytes[at]!;
  if ((tag & 0x1f) === 0x1f) throw new Error('DER：不支持多字节标签');
  let length = bytes[at + 1]!;
  let offset = at + 2;
  if (length & 0x80) {
    const n = length & 0x7f;
    if (n === 0 || n > 4) throw new Error('DER：长度编码不正确');
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + bytes[offset + i]!;
    offset += n;
  }
  const end = offset + length;
  if (end > bytes.length) throw new Error('DER：数据被截断');
  return {
    tag,
    content: bytes.subarray(offset, end),
    raw: bytes.subarray(at, end),
    isConstructed: (tag & 0x20) !== 0,
    end,
  };
}

/** The members of a constructed node. */
export function children(node: Asn1Node): Asn1Node[] {
  const out: Asn1Node[] = [];
  for (let at = 0; at < node.content.length; ) {
    const child = parse(node.content, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

export function parseOnly(bytes: Uint8Array): Asn1Node {
  const node = parse(bytes);
  if (node.end !== bytes.length) throw new Error('DER：多余的尾部数据');
  return node;
}

export function readOid(node: Asn1Node): string {
  if (node.tag !== TAG.OID) throw new Error('DER：应为OID');
  const arcs: bigint[] = [];
  let v = 0n;
  for (const b of node.content) {
    v = (v << 7n) | BigInt(b & 0x7f);
    if (!(b & 0x80)) {
      arcs.push(v);
      v = 0n;
    }
  }
  const first = arcs[0]!;
  const head = first < 80n ? [first / 40n, first % 40n] : [2n, first - 80n];
  return [...head, ...arcs.slice(1)].join('.');
}

export function readInteger(node: Asn1Node): bigint {
  if (node.tag !== TAG.INTEGER) throw new Error('DER：应为INTEGER');
  let v = 0n;
  for (const b of node.content) v = (v << 8n) | BigInt(b);
  return v;
}
