/** Text of XML parts: the five predefined entities, character references and line ends. */
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&([^;&]*);|&/g;

function decodeEntities(s: string): string {
  return s.replace(ENTITY, (_, ref: string | undefined) => {
    if (ref === undefined) throw new Error('XML 格式错误：孤立的 & 字符');
    const named = ENTITIES[ref];
    if (named !== undefined) return named;
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(ref)
      ? Number.parseInt(ref.slice(2), 16)
      : /^#[0-9]{1,7}$/.test(ref)
        ? Number.parseInt(ref.slice(1), 10)
        : -1;
    if (code < 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      // Not echoed: the text after '&' may be a cell's content.
      throw new Error('XML 格式错误：无法识别的实体引用');
    }
    return String.fromCodePoint(code);
  });
}

/** Decoded text: entities resolved, line ends normalised to '\n' as XML requires. */
export function decodeText(buf: Buffer, start: number, end: number): string {
  let s = buf.toString('utf8', start, end);
  if (s.includes('&')) s = decodeEntities(s);
  if (s.includes('\r')) s = s.replace(/\r\n?/g, '\n');
  return s;
}
