import {
  accountBody,
  accountObjectId,
  type ChainReference,
  investorSubjectBody,
  investorSubjectId,
  productObjectId,
  registrationBody,
  registrationObjectId,
  transferReportBody,
  transferReportObjectId,
} from '@rer/domain';
import { productIntent, subjectIntent } from './company-intents.js';
import type { CompanyFacts, HolderFacts } from './register-facts.repository.js';
import type { ObjectIntent } from './write-snapshots.js';

/** A position after the change and the event that last changed it. */
export interface PositionFact {
  holderId: string;
  shareNature: string;
  held: bigint;
  pledged: bigint;
  frozen: bigint;
  locked: bigint;
  event: { seq: number; type: string; occurredAt: string; bizSn: string | null };
}

export interface TransferFact {
  fromHolderId: string;
  toHolderId: string;
  quantity: bigint;
  shareNature: string;
  event: PositionFact['event'];
  /** A reversal's report: the seq of the change it reverses. */
  reversesSeq?: number;
}

/**
 * The objects a register change speaks of, in reference order (ADR 77): the issuer's 主体 and the
 * holders' 主体 and 账户 when they have no version yet, the 产品 (new version when its name or
 * total changed), one 登记 per changed position and one 转让报告 per transfer.
 */
export function registerIntents(facts: {
  company: CompanyFacts;
  holders: HolderFacts[];
  positions: PositionFact[];
  transfers: TransferFact[];
}): ObjectIntent[] {
  const { company } = facts;
  const companyId = company.uuid;
  const holders = new Map(facts.holders.map((h) => [h.uuid, h]));
  const accountOf = (holderId: string) => {
    const h = holders.get(holderId);
    if (!h) throw new Error(`holder account missing for chain object: ${holderId}`);
    return h;
  };
  const issuer = company.subject ? subjectIntent(company.subject, 'ensure', companyId) : null;
  const intents: ObjectIntent[] = issuer ? [issuer] : [];
  const productId = productObjectId(company);
  intents.push(productIntent(company));
  const involved = new Set([
    ...facts.positions.map((p) => p.holderId),
    ...facts.transfers.flatMap((t) => [t.fromHolderId, t.toHolderId]),
  ]);
  for (const holderId of [...involved].sort())
    intents.push(...accountIntents(accountOf(holderId), { mode: 'ensure', companyId }));
  for (const p of facts.positions) {
    const accountNumber = accountOf(p.holderId).accountNumber;
    intents.push({
      objectId: registrationObjectId(company, accountNumber, p.shareNature),
      objectClass: 'registration',
      mode: 'change',
      companyId,
      body: (ref) =>
        registrationBody({ ...p, product: ref(productId), account: ref(accountObjectId(accountNumber)) }),
    });
  }
  for (const t of facts.transfers) {
    const from = accountObjectId(accountOf(t.fromHolderId).accountNumber);
    const to = accountObjectId(accountOf(t.toHolderId).accountNumber);
    intents.push({
      objectId: transferReportObjectId(company, t.event.seq),
      objectClass: 'transferReport',
      mode: 'ensure',
      companyId,
      body: (ref) => transferReportBody({ ...t, product: ref(productId), from: ref(from), to: ref(to) }),
    });
  }
  return intents;
}

/**
 * An investor's 主体 and its 账户 (ADR 86): `change` from the account's own businesses (opening,
 * status changes: a new version when the body differs), `ensure` from a register change (written
 * only when missing: an account opened before the hook, or by a register import).
 */
export function accountIntents(
  h: HolderFacts,
  options: { mode: ObjectIntent['mode']; companyId: string | null },
): ObjectIntent[] {
  const { mode, companyId } = options;
  const subjectId = investorSubjectId(h.accountNumber);
  return [
    {
      objectId: subjectId,
      objectClass: 'subject',
      mode,
      companyId,
      body: () =>
        investorSubjectBody({
          accountNumber: h.accountNumber,
          organType: h.organType,
          updatedAt: h.createdAt,
        }),
    },
    {
      objectId: accountObjectId(h.accountNumber),
      objectClass: 'account',
      mode,
      companyId,
      body: (ref: (id: string) => ChainReference) =>
        accountBody({
          accountNumber: h.accountNumber,
          subject: ref(subjectId),
          status: h.status,
          openedAt: h.createdAt,
        }),
    },
  ];
}
