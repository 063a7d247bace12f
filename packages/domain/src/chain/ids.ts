import type { ChainObjectClass } from './model.js';

/**
 * Object ids, unique for the object's whole life (JR/T 0314 §6.3; ADR 77). JR/T 0326 gives an
 * enterprise its unified social credit code (GB 32100) as code; products and investors are coded
 * by the market, whose rules are not public: ours are the holder account number (`R` + 14
 * digits, never reused) and the company's credit code, else its platform uuid. No personal data
 * (ID numbers, names) ever enters an id: ids are public on the chain.
 *
 *   主体 enterprise  `ZT-E-<USCC>`        主体 investor  `ZT-H-<account number>`
 *   账户             `ZH-<account number>` 产品           `CP-<USCC|uuid>`
 *   登记             `DJ-<product key>-<account number>-<share nature code>`
 *   转让报告         `ZR-<product key>-<register event seq>`
 */
const ID_PATTERN = /^(ZT-E|ZT-H|ZH|CP|DJ|ZR)-[0-9A-Za-z-]{1,120}$/;

export const CHAIN_ID_PREFIX: Record<ChainObjectClass, readonly string[]> = {
  subject: ['ZT-E', 'ZT-H'],
  account: ['ZH'],
  product: ['CP'],
  registration: ['DJ'],
  transferReport: ['ZR'],
};

/** The key the company's shares are known by: the credit code when it has one (JR/T 0326). */
export function productKey(company: { uuid: string; creditCode: string | null }): string {
  return company.creditCode ?? company.uuid;
}

export const enterpriseSubjectId = (creditCode: string) => `ZT-E-${creditCode}`;
export const investorSubjectId = (accountNumber: string) => `ZT-H-${accountNumber}`;
export const accountObjectId = (accountNumber: string) => `ZH-${accountNumber}`;
export const productObjectId = (company: { uuid: string; creditCode: string | null }) =>
  `CP-${productKey(company)}`;
export const registrationObjectId = (
  company: { uuid: string; creditCode: string | null },
  accountNumber: string,
  shareNature: string,
) => `DJ-${productKey(company)}-${accountNumber}-${idPart(shareNature)}`;

/** A share nature code as it is when plain letters and digits, else its UTF-8 bytes in hex (`x…`). */
function idPart(code: string): string {
  if (/^[0-9A-Za-z]{1,16}$/.test(code)) return code;
  return `x${[...new TextEncoder().encode(code)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
export const transferReportObjectId = (company: { uuid: string; creditCode: string | null }, seq: number) =>
  `ZR-${productKey(company)}-${seq}`;

/** Whether `id` is a well-formed id of `objectClass` (the routes refuse anything else with a 400). */
export function isChainObjectId(id: unknown, objectClass?: ChainObjectClass): id is string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return false;
  if (!objectClass) return true;
  return CHAIN_ID_PREFIX[objectClass].some((p) => id.startsWith(`${p}-`));
}

/** The class an id names by its prefix, or null. */
export function classOfObjectId(id: string): ChainObjectClass | null {
  if (!ID_PATTERN.test(id)) return null;
  for (const [cls, prefixes] of Object.entries(CHAIN_ID_PREFIX)) {
    if (prefixes.some((p) => id.startsWith(`${p}-`))) return cls as ChainObjectClass;
  }
  return null;
}
