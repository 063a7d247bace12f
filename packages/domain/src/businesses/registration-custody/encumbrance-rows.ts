import { parseIsoDate } from '../../calendar.js';
import { validateHolderName } from '../../holder-name.js';
import {
  CUSTODY_TABLE_LABELS,
  type CustodyHolder,
  type CustodyProblem,
  identityKey,
  parseShares,
  text,
} from './holder-rows.js';

/**
 * The pledges (pledgeInfo), judicial freezes (freezeInfo) and transfer restrictions (restInfo)
 * present at custody. Each row names a holding of holderInfo by certType, certificateNo and
 * shareNature (holderName must agree) and a quantity; per holding, pledged + frozen + restricted
 * never exceed the shares held. Fields:
 * - pledgeInfo: certType, certificateNo, holderName, shareNature, quantity, pledgeeName,
 *   pledgeeCertType, pledgeeCertificateNo, endsOn (optional);
 * - freezeInfo: certType, certificateNo, holderName, shareNature, quantity, court, documentNo,
 *   startsOn, endsOn;
 * - restInfo: certType, certificateNo, holderName, shareNature, quantity, endsOn (optional).
 */
export type CustodyEncumbranceTable = 'pledgeInfo' | 'freezeInfo' | 'restInfo';

interface EncumbranceBase {
  table: CustodyEncumbranceTable;
  row: number;
  certType: string;
  certificateNo: string;
  shareNature: string;
  quantity: bigint;
}
export type CustodyEncumbrance =
  | (EncumbranceBase & {
      kind: 'pledge';
      pledgee: { name: string; certType?: string; certificateNo?: string };
      endsOn?: string;
    })
  | (EncumbranceBase & {
      kind: 'judicialFreeze';
      court: string;
      documentNo: string;
      startsOn: string;
      endsOn: string;
    })
  | (EncumbranceBase & { kind: 'lock'; endsOn?: string });

const dateOrProblem = (v: unknown, label: string, required: boolean): string | null | { error: string } => {
  const value = text(v);
  if (value === '') return required ? { error: `${label}为必填项` } : null;
  return parseIsoDate(value) ? value : { error: `${label}格式不正确，应为yyyy-MM-dd` };
};

function readKind(
  table: CustodyEncumbranceTable,
  raw: Record<string, unknown>,
  base: EncumbranceBase,
): CustodyEncumbrance | string {
  if (table === 'pledgeInfo') {
    const name = text(raw.pledgeeName);
    const checked = validateHolderName(name);
    if (!checked.ok) return `质权人名称${checked.message}`;
    const endsOn = dateOrProblem(raw.endsOn, '质押到期日', false);
    if (endsOn && typeof endsOn === 'object') return endsOn.error;
    const pledgee = {
      name,
      ...(text(raw.pledgeeCertType) ? { certType: text(raw.pledgeeCertType) } : {}),
      ...(text(raw.pledgeeCertificateNo)
        ? { certificateNo: text(raw.pledgeeCertificateNo).toUpperCase() }
        : {}),
    };
    return { ...base, kind: 'pledge', pledgee, ...(endsOn ? { endsOn } : {}) };
  }
  if (table === 'freezeInfo') {
    const court = text(raw.court);
    const documentNo = text(raw.documentNo);
    if (court === '') return '冻结机关为必填项';
    if (documentNo === '') return '冻结文书号为必填项';
    const startsOn = dateOrProblem(raw.startsOn, '冻结起始日', true);
    const endsOn = dateOrProblem(raw.endsOn, '冻结截止日', true);
    if (typeof startsOn === 'object') return startsOn!.error;
    if (typeof endsOn === 'object') return endsOn!.error;
    if (endsOn! < startsOn!) return '冻结截止日不能早于冻结起始日';
    return { ...base, kind: 'judicialFreeze', court, documentNo, startsOn: startsOn!, endsOn: endsOn! };
  }
  const endsOn = dateOrProblem(raw.endsOn, '限售截止日', false);
  if (endsOn && typeof endsOn === 'object') return endsOn.error;
  return { ...base, kind: 'lock', ...(endsOn ? { endsOn } : {}) };
}

function readTable(
  table: CustodyEncumbranceTable,
  value: unknown,
  holders: Map<string, CustodyHolder>,
): CustodyEncumbrance[] | CustodyProblem {
  const label = CUSTODY_TABLE_LABELS[table];
  const fail = (row: number, message: string): CustodyProblem => ({
    field: table,
    message: `${label}：第${row}行${message}`,
  });
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value)) return { field: table, message: `${label}：格式不正确` };
  const out: CustodyEncumbrance[] = [];
  for (const [i, item] of value.entries()) {
    if (!item || typeof item !== 'object') return fail(i + 1, '格式不正确');
    const raw = item as Record<string, unknown>;
    const certType = text(raw.certType);
    const certificateNo = text(raw.certificateNo).toUpperCase();
    const shareNature = text(raw.shareNature);
    const holder = holders.get(`${identityKey(certType, certificateNo)}\u0000${shareNature}`);
    if (!holder) return fail(i + 1, '的股东（证件类型、证件号码、股份性质）不在股东信息中');
    if (text(raw.holderName) !== holder.holderName)
      return fail(i + 1, `的股东名称应为“${holder.holderName}”`);
    const quantity = parseShares(raw.quantity);
    if (typeof quantity === 'string') return fail(i + 1, quantity);
    const read = readKind(table, raw, { table, row: i + 1, certType, certificateNo, shareNature, quantity });
    if (typeof read === 'string') return fail(i + 1, read);
    out.push(read);
  }
  return out;
}

/**
 * Reads the three tables against the holders; the first problem names its table and row. Per
 * holding, the pledged, frozen and restricted shares together stay within the shares held.
 */
export function readEncumbranceRows(
  form: Record<string, unknown>,
  holders: CustodyHolder[],
): CustodyEncumbrance[] | CustodyProblem {
  const byHolding = new Map(
    holders.map((h) => [`${identityKey(h.certType, h.certificateNo)}\u0000${h.shareNature}`, h]),
  );
  const all: CustodyEncumbrance[] = [];
  for (const table of ['pledgeInfo', 'freezeInfo', 'restInfo'] as const) {
    const read = readTable(table, form[table], byHolding);
    if (!Array.isArray(read)) return read;
    all.push(...read);
  }
  const used = new Map<string, bigint>();
  for (const e of all) {
    const key = `${identityKey(e.certType, e.certificateNo)}\u0000${e.shareNature}`;
    const sum = (used.get(key) ?? 0n) + e.quantity;
    used.set(key, sum);
    const holder = byHolding.get(key)!;
    if (sum > holder.quantity)
      return {
        field: e.table,
        message: `${CUSTODY_TABLE_LABELS[e.table]}：第${e.row}行${holder.holderName}的质押、冻结、限售股份合计${sum}股，超过其持股数量${holder.quantity}股`,
      };
  }
  return all;
}
