import { toHex, utf8 } from '../ledger/bytes.js';
import { sm3Hash } from '../ledger/hashes.js';
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
const ID_PATTERN = /^(ZT-E|ZT-H|ZH|CP|DJ|ZR)-[0-9A-Za-z-]{1,200}$/;

export const CHAIN_ID_PREFIX: Record<ChainObjectClass, readonly string[]> = {
  subject: ['ZT-E', 'ZT-H'],
  account: ['ZH'],
  product: ['CP'],
  registration: ['DJ'],
  transferReport: ['ZR'],
};

/** The key the company's shares are known by: the credit code when it has one (JR/T 0326). */
export function productKey(company: { uuid: string; creditCode: string | null }): string {
  return idPart(company.creditCode ?? company.uuid);
}

export const enterpriseSubjectId = (creditCode: string) => `ZT-E-${idPart(creditCode)}`;
export const investorSubjectId = (accountNumber: string) => `ZT-H-${idPart(accountNumber)}`;
export const accountObjectId = (accountNumber: string) => `ZH-${idPart(accountNumber)}`;
export const productObjectId = (company: { uuid: string; creditCode: string | null }) =>
  `CP-${productKey(company)}`;
export const registrationObjectId = (
  company: { uuid: string; creditCode: string | null },
  accountNumber: string,
  shareNature: string,
) => `DJ-${productKey(company)}-${idPart(accountNumber)}-${idPart(shareNature)}`;

/**
 * A part of an id as it is when plain letters, digits and hyphens, else its UTF-8 bytes in hex
 * (`x…`), or the SM3 of a long one (`h…`): every id then matches the id pattern, whatever a record holds.
 */
function idPart(code: string): string {
  if (/^[0-9A-Za-z-]{1,64}$/.test(code)) return code;
  const hex = toHex(utf8(code));
  // Long values become their SM3 (40 hex digits): an id stays under 200 characters.
  return hex.length <= 63 ? `x${hex}` : `h${toHex(sm3Hash(utf8(code))).slice(0, 40)}`;
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
