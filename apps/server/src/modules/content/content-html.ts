import { type HtmlPolicy, sanitizeHtml } from '../attachments/index.js';

/**
 * The rich text of content items (ADR 83). The editor's HTML is re-tokenised by the attachments'
 * allow-list sanitiser with this policy, on save and again on output: only the listed tags and
 * attributes survive, scripts, event handlers, styles and frames never do. An image may only be one
 * of our own stored attachments, whatever form its address arrived in (the public download, the
 * signed-in download, a signed preview link): it is written back in one canonical form, the public,
 * tenant-aware download, which serves it only once the item is published.
 */

export const PUBLIC_DOWNLOAD_PATH = '/api/blade-resource/nonds/oss/endpoint/downloadFile';
const DOWNLOAD_PATHS = new Set([PUBLIC_DOWNLOAD_PATH, '/api/blade-resource/oss/endpoint/downloadFile']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The Quill editor's alignment and indentation classes, the only classes kept. */
const EDITOR_CLASS = /^ql-(align-(center|right|justify)|indent-[1-8])$/;
const CLASSED_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote']);

/** The canonical address of an item's image. */
export function contentImageSrc(tenantId: string, attachId: string): string {
  return `${PUBLIC_DOWNLOAD_PATH}?${new URLSearchParams({ attachId, tenantId, inline: '1' })}`;
}

/** The attachment an image address names, if it is one of our download calls (same origin only). */
export function imageAttachId(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, 'http://same.origin');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.origin' || !DOWNLOAD_PATHS.has(url.pathname)) return null;
  const id = url.searchParams.get('attachId') ?? '';
  return UUID.test(id) ? id.toLowerCase() : null;
}

function contentPolicy(tenantId: string, imageIds: string[]): HtmlPolicy {
  return {
    imageSrc: (value) => {
      const id = imageAttachId(value);
      if (id === null) return null;
      imageIds.push(id);
      return contentImageSrc(tenantId, id);
    },
    keepClass: (tag, className) => CLASSED_TAGS.has(tag) && EDITOR_CLASS.test(className),
    dropImageWithoutSrc: true,
  };
}

/** The body as stored: sanitised, images canonical; and the attachments its images name, in order. */
export function cleanContentHtml(html: string, tenantId: string): { html: string; imageIds: string[] } {
  const imageIds: string[] = [];
  const clean = sanitizeHtml(html, contentPolicy(tenantId, imageIds));
  return { html: clean, imageIds: [...new Set(imageIds)] };
}

/** Whether the sanitised body says anything: text, or an image. */
export function hasContent(cleanHtml: string): boolean {
  if (cleanHtml.includes('<img ')) return true;
  const text = cleanHtml
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}
