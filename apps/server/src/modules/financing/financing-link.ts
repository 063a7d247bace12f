import { FINANCING_PUBLISHED } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { findNeed } from './financing.repository.js';

/**
 * A company's published need, for another module that links to it (a roadshow sign-up, ADR 88):
 * null when the id is unknown, another company's, or not published.
 */
export async function publishedNeedOf(
  tx: Executor,
  key: { tenantId: string; companyId: string; id: number },
): Promise<{ id: number; title: string; amountWan: string } | null> {
  const row = await findNeed(tx, key.tenantId, key.id);
  if (!row || row.companyId !== key.companyId || row.status !== FINANCING_PUBLISHED) return null;
  return { id: row.id, title: row.title, amountWan: row.amountWan };
}
