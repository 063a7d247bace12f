/**
 * The file name of a `Content-Disposition` header (RFC 6266): the extended `filename*=charset''value` form
 * wins over `filename=`; percent-encoding is decoded (BladeX servers URL-encode Chinese names in the plain
 * form); raw UTF-8 that arrived as Latin-1 is repaired; any directory part is dropped.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;

  const extended = /filename\*\s*=\s*([\w!#$%&+^`{}~-]*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    const decoded = tryDecode(stripQuotes(extended[2].trim()));
    if (decoded !== null) return clean(decoded);
  }

  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const raw = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  if (!raw) return null;
  return clean(tryDecode(raw) ?? raw);
}

const stripQuotes = (value: string): string => value.replace(/^"(.*)"$/, '$1');

function tryDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Header values are ISO-8859-1 to `fetch`; a UTF-8 name sent raw shows up as mojibake. */
function repairLatin1(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return value;
  try {
    const bytes = Uint8Array.from(codes);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return value;
  }
}

function clean(name: string): string | null {
  const base = repairLatin1(name).split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}
