import { describe, expect, it } from 'vitest';
import { cleanFileName, detectCharset, extensionOf, looksLikeText, parseAcceptList } from './file-types.js';
import { isSafeHref, sanitizeHtml } from './html-sanitize.js';
import { signLink, verifyLink } from './signed-link.js';

describe('file names and accept lists', () => {
  it('takes the extension and the base name', () => {
    expect(extensionOf('报告.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(cleanFileName('C:\\Users\\张三\\材料.pdf')).toBe('材料.pdf');
    expect(() => cleanFileName('/')).toThrow('file：文件名不能为空');
  });

  it('narrows but never widens the allow-list', () => {
    expect(parseAcceptList('.PDF, jpg', ['png'])).toEqual(['pdf', 'jpg']);
    expect(parseAcceptList(undefined, ['png'])).toEqual(['png']);
    expect(() => parseAcceptList('.pdf,.html', ['png'])).toThrow('accept：不支持的文件类型：.html');
  });

  it('detects UTF-8, GB18030 and UTF-16 text and refuses binary', () => {
    expect(detectCharset(Buffer.from('中文', 'utf8'))).toBe('utf-8');
    expect(detectCharset(Buffer.from([0xd6, 0xd0, 0xce, 0xc4]))).toBe('gb18030');
    expect(detectCharset(Buffer.from([0xff, 0xfe, 0x2d, 0x4e]))).toBe('utf-16le');
    expect(looksLikeText(Buffer.from([0x41, 0x00, 0x42]))).toBe(false);
  });
});

describe('HTML sanitiser', () => {
  it('drops scripts, handlers, styles and unsafe links, keeping text', () => {
    const dirty =
      '<p onclick="x()" style="color:red">甲<script>alert(1)</script>乙</p><a href="jav&#x61;script:alert(1)">链接</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe><a href="https://ok.example/">好</a><!-- c -->' +
      '<td colspan="2" rowspan="x">格</td><svg><script>1</script></svg>';
    expect(sanitizeHtml(dirty)).toBe(
      '<p>甲乙</p><a>链接</a><img><a href="https://ok.example/">好</a><td colspan="2">格</td>',
    );
  });

  it('keeps inline PNG images only', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0=" alt="图">')).toBe(
      '<img src="data:image/png;base64,iVBORw0=" alt="图">',
    );
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
  });

  it('checks hrefs after decoding entities and control characters', () => {
    expect(isSafeHref(' java\tscript:alert(1)')).toBe(false);
    expect(isSafeHref('&#106;avascript:1')).toBe(false);
    expect(isSafeHref('mailto:a@b.cn')).toBe(true);
    expect(isSafeHref('#_Toc1')).toBe(true);
  });
});

describe('signed preview links', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const claims = { tenantId: '000000', attachId: 'a', accountId: 'u', expires: now.getTime() + 60_000 };
  it('verifies its own signature until it expires, for the same claims only', () => {
    const sign = signLink('secret', claims);
    expect(verifyLink('secret', { ...claims, sign, now })).toBe(true);
    expect(verifyLink('other', { ...claims, sign, now })).toBe(false);
    expect(verifyLink('secret', { ...claims, attachId: 'b', sign, now })).toBe(false);
    expect(verifyLink('secret', { ...claims, sign, now: new Date(claims.expires) })).toBe(false);
  });
});
