import { availableOf, type Holding } from '@rer/domain';
import type { RegisterTotals } from './register-page.repository.js';

/** The totals of a register's holdings, counted (as-of pages; the check of the kept summary). */
export function totalsOf(holdings: Iterable<Holding>): RegisterTotals {
  const t = { lines: 0, held: 0n, available: 0n, pledged: 0n, frozen: 0n, locked: 0n };
  const holders = new Set<string>();
  for (const h of holdings) {
    if (h.held <= 0n) continue;
    t.lines += 1;
    holders.add(h.holderId);
    t.held += h.held;
    t.available += availableOf(h);
    t.pledged += h.pledged;
    t.frozen += h.frozen;
    t.locked += h.locked;
  }
  return { ...t, holders: holders.size };
}

/** How a kept summary differs from the count; empty when equal. */
export function totalsDifferences(kept: RegisterTotals, counted: RegisterTotals): string[] {
  const fields = ['lines', 'holders', 'held', 'pledged', 'frozen', 'locked'] as const;
  return fields
    .filter((f) => kept[f] !== counted[f])
    .map((f) => `名册汇总 ${f} 为 ${kept[f]}，按持股计为 ${counted[f]}`);
}
