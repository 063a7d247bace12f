import { ATTACHMENT_EXTENSIONS, type AttachmentExtension } from '@rer/contracts';
import { validationError } from '../../platform/errors.js';

/**
 * What each accepted extension must look like inside. `sniffed` lists the `ext` values file-type
 * reports for such bytes (legacy .doc/.xls are OLE compound files, .wmv is ASF); `null` means a
 * format without a signature (plain text), accepted only when no signature is found and the bytes
 * decode as text. `mediaType` is what the download answers with.
 */
interface TypeRule {
  sniffed: readonly string[] | null;
  mediaType: string;
  preview: 'image' | 'pdf' | 'video' | 'text' | 'word' | 'excel' | null;
}

export const TYPE_RULES: Record<AttachmentExtension, TypeRule> = {
  pdf: { sniffed: ['pdf'], mediaType: 'application/pdf', preview: 'pdf' },
  png: { sniffed: ['png'], mediaType: 'image/png', preview: 'image' },
  jpg: { sniffed: ['jpg'], mediaType: 'image/jpeg', preview: 'image' },
  jpeg: { sniffed: ['jpg'], mediaType: 'image/jpeg', preview: 'image' },
  xlsx: {
    sniffed: ['xlsx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    preview: 'excel',
  },
  xls: { sniffed: ['cfb', 'xls'], mediaType: 'application/vnd.ms-excel', preview: null },
  docx: {
    sniffed: ['docx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    preview: 'word',
  },
  doc: { sniffed: ['cfb', 'doc'], mediaType: 'application/msword', preview: null },
  txt: { sniffed: null, mediaType: 'text/plain', preview: 'text' },
  // Browsers play MP4 (H.264/AAC) inline; AVI, WMV and MPEG are downloaded.
  mp4: { sniffed: ['mp4', 'm4v'], mediaType: 'video/mp4', preview: 'video' },
  avi: { sniffed: ['avi'], mediaType: 'video/x-msvideo', preview: null },
  wmv: { sniffed: ['asf', 'wmv'], mediaType: 'video/x-ms-wmv', preview: null },
  mpeg: { sniffed: ['mpg', 'mpeg'], mediaType: 'video/mpeg', preview: null },
};

/** Readable names of what a refused file really is, for the refusal message. */
const DETECTED_NAMES: Record<string, string> = {
  exe: 'Windows可执行程序',
  elf: 'Linux可执行程序',
  macho: 'macOS可执行程序',
  zip: 'ZIP压缩包',
  rar: 'RAR压缩包',
  '7z': '7z压缩包',
  gz: 'gzip压缩包',
  html: 'HTML网页',
  xml: 'XML文件',
  svg: 'SVG图像',
};

export function describeDetected(ext: string | undefined, mime: string | undefined): string {
  if (ext === undefined) return '无法识别的二进制数据';
  return DETECTED_NAMES[ext] ?? `${ext}（${mime ?? '未知类型'}）`;
}

export function isAcceptedExtension(value: string): value is AttachmentExtension {
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(value);
}

/** The lower-case extension of a file name (`报告.PDF` → `pdf`), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The original name as stored and shown: no folders (some browsers send a path), no control
 * characters, at most 255 characters. Throws a Chinese validation error when nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').slice(Math.max((raw ?? '').lastIndexOf('/'), (raw ?? '').lastIndexOf('\\')) + 1);
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    // Characters no Windows file name has, and markup to a client that renders upload refusals
    // as HTML (000 §7): their full-width forms read the same and mean nothing.
    .replace(/[<>"]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') throw validationError('file', '文件名不能为空');
  if (cleaned.length > 255) {
    const ext = extensionOf(cleaned);
    return `${cleaned.slice(0, 250 - ext.length)}…${ext === '' ? '' : `.${ext}`}`;
  }
  return cleaned;
}

/**
 * A row's accept list (`.pdf,.jpg`, `pdf, JPG`, `image/png` is not accepted) checked against the
 * platform's allow-list: a client can narrow the accepted types, never widen them.
 */
export function parseAcceptList(value: string | undefined, fallback: readonly AttachmentExtension[]) {
  if (value === undefined || value.trim() === '') return [...fallback];
  const result = new Set<AttachmentExtension>();
  for (const part of value.split(',')) {
    const ext = part.trim().replace(/^\./, '').toLowerCase();
    if (ext === '') continue;
    if (!isAcceptedExtension(ext)) throw validationError('accept', `不支持的文件类型：${part.trim()}`);
    result.add(ext);
  }
  if (result.size === 0) throw validationError('accept', '文件类型限制不能为空');
  return [...result];
}

/**
 * UTF-16 text with its BOM (what Windows Notepad saves as "Unicode"): the BOM, an even length
 * (a sample may be cut, so one odd trailing byte is tolerated) and content that decodes strictly,
 * without control characters other than tab and line breaks.
 */
export function isUtf16Text(sample: Buffer): boolean {
  const charset = detectCharset(sample);
  if (charset !== 'utf-16le' && charset !== 'utf-16be') return false;
  const body = sample.subarray(2, sample.length - ((sample.length - 2) % 2));
  let text: string;
  try {
    text = new TextDecoder(charset, { fatal: true }).decode(body);
  } catch {
    // A sample cut between the two halves of a surrogate pair: drop the last unit and retry.
    try {
      text = new TextDecoder(charset, { fatal: true }).decode(body.subarray(0, body.length - 2));
    } catch {
      return false;
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text);
}

/**
 * Whether bytes without a signature are text: no NUL bytes in the sample, and it decodes as UTF-8
 * (with or without BOM), UTF-16 with a BOM, or GB18030.
 */
export function looksLikeText(sample: Buffer): boolean {
  if (
    sample.length >= 2 &&
    ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff))
  )
    return true;
  if (sample.includes(0)) return false;
  return detectCharset(sample) !== null;
}

export type TextCharset = 'utf-8' | 'gb18030' | 'utf-16le' | 'utf-16be';

/**
 * The charset of a text file: BOMs first, then strict UTF-8, then strict GB18030 (a superset of
 * GBK/GB2312, what Chinese Windows editors save). A sample cut in the middle of a character is
 * tolerated by ignoring up to 3 trailing bytes.
 */
export function detectCharset(bytes: Buffer): TextCharset | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  for (const charset of ['utf-8', 'gb18030'] as const) {
    const decoder = new TextDecoder(charset, { fatal: true });
    for (let cut = 0; cut <= Math.min(3, bytes.length); cut++) {
      try {
        decoder.decode(bytes.subarray(0, bytes.length - cut));
        return charset;
      } catch {
        // try a shorter sample, then the next charset
      }
    }
  }
  return null;
}
