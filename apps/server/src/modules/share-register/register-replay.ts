import { holdingKey, type RegisterState, registerDifferences, registerViolations, replay } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { decodeEvent } from './event-codec.js';
import * as repo from './register.repository.js';
import { registerTotals } from './register-page.repository.js';
import { totalsDifferences, totalsOf } from './register-totals.js';

/** The last instant of a calendar day in China (UTC+8). */
export function endOfChinaDay(date: string): string {
  return new Date(`${date}T23:59:59.999+08:00`).toISOString();
}

/**
 * The register of a company as it stood at the end of `date` (China time): the replay of every
 * event effective up to then. Events are never effective before the previous one, so that is a
 * prefix of the register.
 */
export async function registerAsOf(options: {
  tx: Executor;
  tenantId: string;
  companyId: string;
  date: string;
}): Promise<RegisterState> {
  const { tx, tenantId, companyId } = options;
  if (!(await repo.findCompany(tx, tenantId, companyId))) {
    throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
  }
  const events = await repo.listEvents(tx, companyId, endOfChinaDay(options.date));
  const result = replay(events.map(decodeEvent));
  // The stored history was accepted event by event; a failing replay means it was tampered with.
  if (!result.ok) throw new Error(`register of ${companyId} does not replay: ${result.message}`);
  return result.state;
}

export interface RegisterVerification {
  isConsistent: boolean;
  eventCount: number;
  /** Projection vs replay, and the register's own invariants; empty when consistent. */
  differences: string[];
}

/**
 * Replays the whole history and compares it with the stored projection and the projection with
 * its kept totals (tests, the ledger CLI).
 */
export async function verifyRegister(options: {
  tx: Executor;
  tenantId: string;
  companyId: string;
}): Promise<RegisterVerification> {
  const { tx, tenantId, companyId } = options;
  const company = await repo.findCompany(tx, tenantId, companyId);
  if (!company) throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
  const events = (await repo.listEvents(tx, companyId)).map(decodeEvent);
  const replayed = replay(events);
  if (!replayed.ok)
    return { isConsistent: false, eventCount: events.length, differences: [replayed.message] };
  const holdings = await repo.listHoldings(tx, companyId);
  const encumbrances = await repo.listEncumbrances(tx, companyId);
  const stored: RegisterState = {
    issuedShares: company.issuedShares,
    holdings: new Map(holdings.map((h) => [holdingKey(h), h])),
    encumbrances: new Map(encumbrances.map((e) => [e.seq, e])),
    lastSeq: events.at(-1)?.seq ?? 0,
    lastOccurredAt: events.at(-1)?.occurredAt ?? null,
  };
  const differences = [
    ...registerDifferences(replayed.state, stored),
    ...registerViolations(stored),
    // The totals kept beside the projection (ADR 34) against the projection counted.
    ...totalsDifferences(await registerTotals(tx, companyId), totalsOf(holdings)),
  ];
  return { isConsistent: differences.length === 0, eventCount: events.length, differences };
}
