import { describe, expect, it } from 'vitest';
import { CLOSE, END, OPEN, TEXT, XmlScanner } from './xml-scanner.js';

const DOC = `<?xml version="1.0" encoding="UTF-8"?>
<!-- 注释 > 含尖括号 -->
<x:sst xmlns:x="urn:x" count='2'><x:si><x:t xml:space="preserve"> 股东&amp;名册 &#x1F600;</x:t></x:si>
<si a = "值>含大于号" b='单引号"'><t><![CDATA[<原样> &amp;]]></t><empty/></si></x:sst>`;

/** The tokens of `bytes` fed in the given pieces, as readable strings. */
function tokens(bytes: Buffer, cuts: number[]): string[] {
  const out: string[] = [];
  const x = new XmlScanner();
  const edges = [0, ...cuts, bytes.length];
  for (let i = 1; i < edges.length; i++) {
    x.feed(bytes.subarray(edges[i - 1], edges[i]), i === edges.length - 1);
    for (let t = x.next(); t !== END; t = x.next()) {
      if (t === OPEN)
        out.push(`<${x.name} a=${x.attr('a') ?? ''} b=${x.attr('b') ?? ''}${x.selfClosing ? '/' : ''}>`);
      else if (t === CLOSE) out.push(`</${x.name}>`);
      else if (t === TEXT) out.push(`"${x.text()}"`);
    }
  }
  return out;
}

describe('XmlScanner', () => {
  const bytes = Buffer.from(DOC, 'utf8');
  const whole = tokens(bytes, []);

  it('tokenises names without prefixes, attributes with either quote, entities and CDATA', () => {
    expect(whole.filter((t) => t.trim() !== '"\n"')).toEqual([
      '<sst a= b=>',
      '<si a= b=>',
      '<t a= b=>',
      '" 股东&名册 😀"',
      '</t>',
      '</si>',
      '<si a=值>含大于号 b=单引号">',
      '<t a= b=>',
      '"<原样> &amp;"',
      '</t>',
      '<empty a= b=/>',
      '</si>',
      '</sst>',
    ]);
  });

  // A text is reported only once the next '<' is there, so cutting never splits it or a character.
  it('gives the same tokens whatever byte the input is cut at (split UTF-8 characters included)', () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(tokens(bytes, [cut]), `cut at ${cut}`).toEqual(whole);
    }
    const everyByte = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(tokens(bytes, everyByte)).toEqual(whole);
  });

  it('refuses an unterminated tag at the end of the input', () => {
    const x = new XmlScanner();
    x.feed(Buffer.from('<a><b c="1"'), true);
    expect(x.next()).toBe(OPEN);
    expect(() => x.next()).toThrow('文件意外结束');
  });
});
