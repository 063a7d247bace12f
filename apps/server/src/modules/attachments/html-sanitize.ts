/**
 * A strict allow-list sanitiser for the HTML mammoth produces from a .docx. Mammoth escapes the
 * document's text itself; what a hostile document controls are hyperlink targets and, through
 * crafted XML, possibly odd markup. So everything is re-tokenised here: only listed tags survive,
 * only listed attributes of them, URLs only with safe schemes (checked after decoding entities, so
 * `jav&#x61;script:` is caught), images only as inline PNG/JPEG/GIF data. Comments, unknown tags,
 * event handlers and style attributes disappear; the content of script/style/iframe elements is
 * dropped whole. The web client additionally shows the result in a sandboxed frame (no scripts).
 */

const ALLOWED_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sup',
  'sub',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'a',
  'img',
  'br',
  'hr',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose whole content is removed, not just the tags. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[^>]*>?/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Decodes the entities an attribute may hide a scheme behind (named basics and numeric). */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|colon|tab|newline);?/gi,
    (whole, body: string) => {
      const lower = body.toLowerCase();
      if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16), whole);
      if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10), whole);
      const named: Record<string, string> = {
        amp: '&',
        lt: '<',
        gt: '>',
        quot: '"',
        apos: "'",
        colon: ':',
        tab: '\t',
        newline: '\n',
      };
      return named[lower] ?? whole;
    },
  );
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export function isSafeHref(raw: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside schemes
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  return /^(https?:|mailto:|#)/i.test(value);
}

const SAFE_IMAGE = /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=\s]+$/i;

/**
 * What a caller may widen or narrow (the content module's rich text, ADR 83): where an image may come
 * from (the value to keep — possibly rewritten to a canonical form — or null to drop it), which class
 * names survive, and whether an element left without its required attribute (an image without a
 * source) disappears. The tag list, the URL schemes of links and the rest stay this file's.
 */
export interface HtmlPolicy {
  imageSrc(value: string): string | null;
  keepClass?(tag: string, className: string): boolean;
  /** Drop `<img>` whose source was refused, rather than keep an empty `<img>`. */
  dropImageWithoutSrc?: boolean;
}

/** The .docx preview's policy: images only as inline PNG/JPEG/GIF data, no classes. */
export const DOCX_PREVIEW_POLICY: HtmlPolicy = {
  imageSrc: (value) => (SAFE_IMAGE.test(value) ? value : null),
};

function allowedAttribute(tag: string, name: string, value: string): boolean {
  switch (`${tag}.${name}`) {
    case 'a.href':
      return isSafeHref(value);
    case 'a.id':
      return /^[A-Za-z0-9_-]{1,100}$/.test(value);
    case 'img.alt':
      return true;
    case 'td.colspan':
    case 'td.rowspan':
    case 'th.colspan':
    case 'th.rowspan':
      return /^\d{1,3}$/.test(value);
    default:
      return false;
  }
}

/** The attribute as it may be written out, or null when it is dropped. */
function keptValue(policy: HtmlPolicy, tag: string, name: string, value: string): string | null {
  if (tag === 'img' && name === 'src') return policy.imageSrc(value);
  if (name === 'class') {
    const kept = value.split(/\s+/).filter((c) => c !== '' && (policy.keepClass?.(tag, c) ?? false));
    return kept.length > 0 ? kept.join(' ') : null;
  }
  return allowedAttribute(tag, name, value) ? value : null;
}

/** The element's start tag, or null when the policy drops it whole. */
function cleanStartTag(policy: HtmlPolicy, tag: string, source: string): string | null {
  let out = '';
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name)) continue; // the first of a repeated attribute, as browsers read it
    seen.add(name);
    const value = keptValue(policy, tag, name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    if (value !== null) out += ` ${name}="${escapeHtml(value)}"`;
  }
  if (tag === 'img' && policy.dropImageWithoutSrc && !out.includes(' src="')) return null;
  return `<${tag}${out}>`;
}

export function sanitizeHtml(html: string, policy: HtmlPolicy = DOCX_PREVIEW_POLICY): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  for (const match of html.matchAll(TAG)) {
    const text = html.slice(last, match.index);
    if (dropping === null) out += text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    last = match.index + match[0].length;
    const tag = match[2]?.toLowerCase();
    if (tag === undefined) continue; // comments and broken tags
    const closing = match[1] === '/';
    if (dropping !== null) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      if (!VOID_TAGS.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += cleanStartTag(policy, tag, match[3] ?? '') ?? '';
  }
  if (dropping === null) out += html.slice(last).replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return out;
}
