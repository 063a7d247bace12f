import { describe, expect, it } from 'vitest';
import { cleanContentHtml, contentImageSrc, hasContent, imageAttachId } from './content-html.js';
import { reviewerRefusal, statusAfterReview, statusRefusal, takesAttachments } from './content-rules.js';

const ID = '0b9f1c52-6d1e-4c3a-9a43-1f2e3d4c5b6a';
const clean = (html: string) => cleanContentHtml(html, '000000').html;

describe('rich text sanitising (ADR 83)', () => {
  it('drops scripts with their content, event handlers and frames', () => {
    expect(clean('<p onclick="alert(1)">甲<script>alert(document.cookie)</script>乙</p>')).toBe(
      '<p>甲乙</p>',
    );
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<iframe src="https://evil.example"></iframe><p>留</p>')).toBe('<p>留</p>');
    expect(clean('<svg onload=alert(1)><circle/></svg><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<body onload="x()"><p>y</p></body>')).toBe('<p>y</p>');
  });

  it('refuses javascript: and data: URLs however they are written', () => {
    expect(clean('<a href="javascript:alert(1)">链接</a>')).toBe('<a>链接</a>');
    expect(clean('<a href="jav&#x61;script:alert(1)">链接</a>')).toBe('<a>链接</a>');
    expect(clean('<a href=" java\tscript:alert(1)">链接</a>')).toBe('<a>链接</a>');
    expect(clean('<a href="data:text/html;base64,PHNjcmlwdD4=">链接</a>')).toBe('<a>链接</a>');
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('');
    expect(clean('<a href="https://www.csrc.gov.cn/">证监会</a>')).toBe(
      '<a href="https://www.csrc.gov.cn/">证监会</a>',
    );
  });

  it('drops style attributes (and so CSS expressions) and style elements', () => {
    expect(clean('<p style="width: expression(alert(1))">段</p>')).toBe('<p>段</p>');
    expect(clean('<style>p{background:url(javascript:alert(1))}</style><p>段</p>')).toBe('<p>段</p>');
    expect(clean('<div STYLE="background-image:url(javascript:alert(1))">块</div>')).toBe('<div>块</div>');
  });

  it("keeps only the editor's alignment and indentation classes", () => {
    expect(clean('<p class="ql-align-center evil ql-indent-2">居中</p>')).toBe(
      '<p class="ql-align-center ql-indent-2">居中</p>',
    );
    expect(clean('<span class="ql-align-center">x</span>')).toBe('<span>x</span>');
  });

  it('keeps only images stored with us, in one canonical public form', () => {
    const signed = `/api/blade-resource/oss/endpoint/downloadFile?attachId=${ID}&inline=1&tenantId=000000&uid=u&expires=1&sign=s`;
    const result = cleanContentHtml(`<p><img src="${signed}" alt="配图" onload="x()"></p>`, '000000');
    expect(result.imageIds).toEqual([ID]);
    expect(result.html).toBe(
      `<p><img src="${contentImageSrc('000000', ID).replaceAll('&', '&amp;')}" alt="配图"></p>`,
    );
    expect(
      imageAttachId(`https://evil.example/api/blade-resource/oss/endpoint/downloadFile?attachId=${ID}`),
    ).toBeNull();
    expect(
      imageAttachId(`//evil.example/api/blade-resource/oss/endpoint/downloadFile?attachId=${ID}`),
    ).toBeNull();
    expect(imageAttachId('/api/blade-resource/oss/endpoint/downloadFile?attachId=../../etc')).toBeNull();
    // Another tenant's name in the address is replaced by the item's own tenant.
    expect(clean(`<img src="${contentImageSrc('518100', ID)}">`)).toContain('tenantId=000000');
  });

  it('is stable: cleaning the cleaned text changes nothing', () => {
    const once = clean(
      `<h2 class="ql-align-right">标题</h2><ul><li>一 &amp; 二</li></ul><img src="${contentImageSrc('000000', ID)}">`,
    );
    expect(clean(once)).toBe(once);
  });

  it('knows an empty body from one with text or an image', () => {
    expect(hasContent(clean('<p><br></p><script>x</script>'))).toBe(false);
    expect(hasContent(clean('<p>&nbsp;</p>'))).toBe(false);
    expect(hasContent(clean('<p>字</p>'))).toBe(true);
    expect(hasContent(clean(`<p><img src="${contentImageSrc('000000', ID)}"></p>`))).toBe(true);
  });
});

describe('content life rules', () => {
  it('lets only drafts, returned and taken-down items be edited and submitted', () => {
    expect(statusRefusal('save', 'draft')).toBeNull();
    expect(statusRefusal('submit', 'returned')).toBeNull();
    expect(statusRefusal('submit', 'unpublished')).toBeNull();
    expect(statusRefusal('save', 'submitted')).toBe('只有草稿、已退回或已撤下的内容可以修改');
    expect(statusRefusal('save', 'published')).not.toBeNull();
    expect(statusRefusal('review', 'submitted')).toBeNull();
    expect(statusRefusal('review', 'draft')).toBe('只有待审核的内容可以审核');
    expect(statusRefusal('unpublish', 'published')).toBeNull();
    expect(statusRefusal('unpublish', 'submitted')).toBe('只有已发布的内容可以撤下');
  });

  it('refuses the submitter as reviewer', () => {
    expect(reviewerRefusal('a', 'a')).toBe('不能审核本人提交的内容，请由其他工作人员审核');
    expect(reviewerRefusal('a', 'b')).toBeNull();
    expect(statusAfterReview('approve')).toBe('published');
    expect(statusAfterReview('return')).toBe('returned');
    expect(takesAttachments('announcement') && takesAttachments('bulletin')).toBe(true);
    expect(takesAttachments('policy') || takesAttachments('news')).toBe(false);
  });
});
