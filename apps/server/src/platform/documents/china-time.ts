/**
 * Instants as a reader in China writes them (UTC+8, no daylight saving), for documents: the
 * register's export, the workflow's voucher.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** yyyy-MM-dd of an instant in China. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** yyyy-MM-dd HH:mm:ss of an instant in China. */
export function chinaDateTime(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
