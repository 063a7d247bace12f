/**
 * A checked row of the judicial freeze declaration as the server reads it, and the register event
 * it records (ADR 73); the checks themselves are `judicial-assistance.ts`.
 */
import type { RegisterEventBody } from '../register/types.js';
import {
  type FrozenMethod,
  frozenMethodOf,
  JUDICIAL_MESSAGES,
  withinThreeYears,
} from './judicial-assistance.js';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A checked row as the server reads it. */
export interface JudicialRow {
  method: FrozenMethod;
  accountNumber: string;
  holderName: string;
  court: string;
  documentNo: string;
  securityCode: string;
  shareNature: string;
  /** null for a renewal. */
  quantity: bigint | null;
  startsOn: string;
  endsOn: string;
  originalDocumentNo: string;
  toAccountNumber: string;
  toHolderName: string;
}

/** The rows of a declaration that `checkJudicialDeclaration` passed. */
export function judicialRowsOf(value: unknown): JudicialRow[] {
  return (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((row) => {
    const quantity = text(row.frozen);
    return {
      method: frozenMethodOf(text(row.frozenMethod)) ?? 'freeze',
      accountNumber: text(row.securityAccountNo).toUpperCase(),
      holderName: text(row.holderName),
      court: text(row.judiciary),
      documentNo: text(row.documentNo),
      securityCode: text(row.securityCode),
      shareNature: text(row.natureOfShare),
      quantity: quantity === '' ? null : BigInt(quantity),
      startsOn: text(row.startsOn),
      endsOn: text(row.endsOn),
      originalDocumentNo: text(row.originalDocumentNo),
      toAccountNumber: text(row.toAccountNumber).toUpperCase(),
      toHolderName: text(row.toHolderName),
    };
  });
}

/** The legal basis every event names (ADR 73): the court and its document number. */
export function courtBasisOf(row: Pick<JudicialRow, 'court' | 'documentNo'>): {
  kind: 'court';
  reference: string;
} {
  return { kind: 'court', reference: `${row.court} ${row.documentNo}` };
}

/** What the server resolved for a row: the holder, the freeze it names, the receiving holder. */
export interface JudicialRefs {
  holderId: string;
  encumbranceSeq?: number | undefined;
  toHolderId?: string | undefined;
}

/** The register event a row records (the register's own rules check it again under its lock). */
export function judicialEventOf(row: JudicialRow, refs: JudicialRefs): RegisterEventBody {
  const seq = refs.encumbranceSeq ?? 0;
  const quantity = row.quantity ?? 0n;
  switch (row.method) {
    case 'freeze':
    case 'queued':
      return {
        type: row.method === 'freeze' ? 'judicialFreeze' : 'queuedFreeze',
        holderId: refs.holderId,
        shareNature: row.shareNature,
        quantity,
        court: row.court,
        documentNo: row.documentNo,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
      };
    case 'renewal':
      return { type: 'freezeRenewal', encumbranceSeq: seq, endsOn: row.endsOn, documentNo: row.documentNo };
    case 'unfreeze':
      return { type: 'unfreeze', encumbranceSeq: seq, quantity };
    case 'seizure':
      return { type: 'seizure', encumbranceSeq: seq, toHolderId: refs.toHolderId ?? '', quantity };
  }
}

/**
 * A renewal's problem against the freeze it names: the new end date later than the current one
 * and within three years of it (民诉法解释第四百八十七条第二款: 续行期限不得超过前款规定的期限).
 */
export function renewalProblem(currentEndsOn: string | null, newEndsOn: string): string | null {
  if (currentEndsOn === null) return null;
  if (newEndsOn <= currentEndsOn) return JUDICIAL_MESSAGES.renewalNotLater(currentEndsOn);
  return withinThreeYears(currentEndsOn, newEndsOn) ? null : JUDICIAL_MESSAGES.termTooLong;
}
