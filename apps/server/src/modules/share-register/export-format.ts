/**
 * Pure formatting of the register's documents: exact percentages from bigint arithmetic, China
 * dates and file names.
 */

/**
 * `held / issued` as a percentage with 4 decimals, rounded half up, computed on integers only
 * (`12.3456%`): a share count of any size never passes through a floating-point number.
 */
export function sharePercent(held: bigint, issued: bigint): string {
  if (issued <= 0n) return '0.0000%';
  const scaled = (held * 2_000_000n + issued) / (2n * issued); // units of 0.0001 %, half up
  const whole = scaled / 10_000n;
  const fraction = (scaled % 10_000n).toString().padStart(4, '0');
  return `${whole}.${fraction}%`;
}

/** A share count as an Excel cell: a number when exact in a double, else its digits. */
export function sharesCell(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}

export { chinaDate, chinaDateTime } from '../../platform/documents/china-time.js';
export { groupDigits } from '../../platform/documents/digits.js';

/** `股东名册_<简称>_<日期>.xlsx`: characters a file system refuses become `_`. */
export function documentFileName(parts: string[], extension: string): string {
  const stem = parts
    .filter((p) => p.trim() !== '')
    .map((p) => p.trim().replace(/[\\/:*?"<>|\r\n\t]/g, '_'))
    .join('_');
  return `${stem}.${extension}`;
}
