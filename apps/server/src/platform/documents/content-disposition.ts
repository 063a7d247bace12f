/**
 * `Content-Disposition: attachment` with the file name twice: an ASCII fallback (`filename=`)
 * for old clients, and the real UTF-8 name (`filename*=UTF-8''…`, RFC 5987 / RFC 6266) that
 * browsers and the web client's `filenameFromContentDisposition` prefer.
 */
export function attachmentDisposition(fileName: string): string {
  // Lone surrogates cannot be UTF-8 encoded (encodeURIComponent throws on them); controls never
  // belong in a header.
  const safe = fileName
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\\/"\u0000-\u001f\u007f]/g, '_');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';
