import type { RegisterEventBody } from '@rer/domain';
import { record } from '../modules/share-register/testing/register-fixture.js';
import type { Database } from '../platform/db/database.js';

/** The demo tenant of `SEED_DEMO_DATA` (modules/identity/demo-identity.ts). */
export const DEMO_TENANT = '000000';

/** Ids of the demo data: companies `c…n`, registration accounts `f…n` (as modules/identity/demo-identity.ts makes them). */
export const demoId = (prefix: string, n: number) =>
  `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** 大连演示科技 (c…1) and the registration accounts of person_demo (f…1) and of an investing firm (f…4). */
export const DEMO_COMPANY = demoId('c', 1);
export const DEMO_PERSON_HOLDER = demoId('f', 1);
export const DEMO_ORG_HOLDER = demoId('f', 4);

/** Records a register event of the demo tenant at 10:00 Beijing time on `date` (yyyy-mm-dd). */
export function recordInDemo(db: Database, companyId: string, body: RegisterEventBody, date: string) {
  return record(db, companyId, body, { tenantId: DEMO_TENANT, occurredAt: `${date}T10:00:00+08:00` });
}

/**
 * Opens the demo company's register on 2026-03-01: 6,000,000 shares of nature 4 to the person and
 * 4,000,000 of nature 3 to the firm.
 */
export function openDemoRegister(db: Database) {
  return recordInDemo(
    db,
    DEMO_COMPANY,
    {
      type: 'initialRegistration',
      entries: [
        { holderId: DEMO_PERSON_HOLDER, shareNature: '4', quantity: 6_000_000n },
        { holderId: DEMO_ORG_HOLDER, shareNature: '3', quantity: 4_000_000n },
      ],
    },
    '2026-03-01',
  );
}

/** On 2026-04-01 the person pledges 1,000,000 of its demo-company shares to 演示银行. */
export function pledgeDemoShares(db: Database) {
  return recordInDemo(
    db,
    DEMO_COMPANY,
    {
      type: 'pledge',
      holderId: DEMO_PERSON_HOLDER,
      shareNature: '4',
      quantity: 1_000_000n,
      pledgee: { name: '演示银行' },
    },
    '2026-04-01',
  );
}
