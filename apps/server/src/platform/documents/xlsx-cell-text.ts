/** The text of a cell as a user typed it: numbers without exponent, rich text joined, dates ISO. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    // Integers without exponent. Below 1e21 JavaScript's shortest round-trip digits are the
    // digits the file stored: Excel keeps 15 significant digits and writes an 18-digit number as
    // 1.10101199001011E+17, which reads back as 110101199001011000 (BigInt would show the binary
    // double's 110101199001011008).
    if (!Number.isInteger(value)) return String(value);
    return Math.abs(value) < 1e21 ? String(value) : BigInt(value).toString();
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return String(value).trim();
}

/** A serial date of the workbook (days since 1899-12-30, or 1904-01-01) as `YYYY-MM-DD`, as exceljs converts it. */
export function serialDateText(serial: number, date1904: boolean): string | undefined {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  // Years 0000–9999 only; anything else (or NaN) is not a date a person typed.
  if (!(ms >= -62_167_219_200_000 && ms <= 253_402_300_799_999)) return undefined;
  return new Date(ms).toISOString().slice(0, 10);
}
