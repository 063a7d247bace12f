import { randomInt, randomUUID } from 'node:crypto';
import type { ImportRowError } from '@rer/contracts';
import type { Tx } from '../../platform/db/database.js';
import * as repo from './import.repository.js';
import { fieldLabel } from './import-columns.js';
import { holderKey, type ImportEntry } from './import-validate.js';

export interface ResolvedAccounts {
  /** Holder account of each entry's holder key. */
  byKey: Map<string, string>;
  created: repo.NewAccount[];
  matched: number;
  errors: ImportRowError[];
}

/** `R` + 14 random digits, unique within the batch (a clash with the database is a 409 retry). */
function newAccountNumber(taken: Set<string>): string {
  for (;;) {
    const n = `R${String(randomInt(0, 10_000_000)).padStart(7, '0')}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (!taken.has(n)) {
      taken.add(n);
      return n;
    }
  }
}

const sameIdentity = (a: repo.Identity, b: repo.Identity) =>
  a.organType === b.organType &&
  a.holderName === b.holderName &&
  a.certType === b.certType &&
  a.certificateNo === b.certificateNo;

/** One entry per holder (the first of its share natures), with all rows of that holder. */
function holdersOf(entries: ImportEntry[]): Map<string, ImportEntry & { allRows: number[] }> {
  const holders = new Map<string, ImportEntry & { allRows: number[] }>();
  for (const e of entries) {
    const key = holderKey(e);
    const found = holders.get(key);
    if (found) found.allRows.push(...e.rows);
    else holders.set(key, { ...e, allRows: [...e.rows] });
  }
  return holders;
}

/**
 * Matches every holder of the file to a holder account of the tenant, or plans a new one: by the
 * account number when given (it must name the same holder and not be closed), else by organType,
 * name, cert type and number (one open account: that one; none: a new account; several: the
 * file must name the account number).
 */
export async function resolveAccounts(
  tx: Tx,
  tenantId: string,
  entries: ImportEntry[],
): Promise<ResolvedAccounts> {
  const holders = holdersOf(entries);
  const list = [...holders.values()];
  const numbers = list.flatMap((h) => (h.accountNumber ? [h.accountNumber] : []));
  const byNumber = new Map(
    (await repo.findAccountsByNumber(tx, tenantId, numbers)).map((a) => [a.accountNumber, a]),
  );
  const unnumbered = list.filter((h) => !h.accountNumber);
  const byIdentity = new Map<string, repo.StoredAccount[]>();
  const identities = unnumbered.map(({ organType, holderName, certType, certificateNo }) => ({
    organType,
    holderName,
    certType,
    certificateNo,
  }));
  for (const a of await repo.findAccountsByIdentity(tx, tenantId, identities)) {
    if (a.status === 2) continue;
    const key = holderKey({ ...a, organType: a.organType as 1 | 2 | 3, accountNumber: null });
    byIdentity.set(key, [...(byIdentity.get(key) ?? []), a]);
  }
  const out: ResolvedAccounts = { byKey: new Map(), created: [], matched: 0, errors: [] };
  const taken = new Set<string>(numbers);
  const error = (h: { allRows: number[] }, message: string) =>
    out.errors.push({ row: h.allRows[0]!, field: fieldLabel('accountNumber'), message });
  for (const [key, h] of holders) {
    const stored = h.accountNumber ? byNumber.get(h.accountNumber) : undefined;
    const candidates = h.accountNumber ? (stored ? [stored] : []) : (byIdentity.get(key) ?? []);
    if (stored && !sameIdentity(stored, h)) error(h, '登记账号已存在，但股东类型、名称或证件与文件不一致');
    else if (stored?.status === 2) error(h, '该登记账号已销户');
    else if (candidates.length > 1) error(h, `该股东有${candidates.length}个登记账户，请填写登记账号`);
    else if (candidates[0]) {
      out.byKey.set(key, candidates[0].uuid);
      out.matched++;
    } else {
      const account = {
        uuid: randomUUID(),
        accountNumber: h.accountNumber ?? newAccountNumber(taken),
        organType: h.organType,
        holderName: h.holderName,
        certType: h.certType,
        certificateNo: h.certificateNo,
      };
      out.created.push(account);
      out.byKey.set(key, account.uuid);
    }
  }
  return out;
}
