import type { RegisterEventBody } from '@rer/domain';
import {
  markHoldersUnconfirmed,
  type RegisterEventInput,
  recordRegisterEvent,
} from '../../modules/share-register/index.js';
import type { Database } from '../../platform/db/database.js';
import { findOpenHoldersOf, hasRegister } from './demo-data.repository.js';
import { demoUuid } from './generate.js';
import { createRandom, pickIndex } from './random.js';

/** The identity demo companies (`modules/identity/demo-identity.ts`) and the registers they are given. */
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const IDENTITY_REGISTERS: {
  companyId: string;
  holders: [holderId: string, nature: string, shares: bigint][];
  /** Holders that have not confirmed their rights (ADR 74): the institution investor's account. */
  unconfirmed?: string[];
}[] = [
  {
    companyId: id('c', 1),
    holders: [
      [id('f', 1), '4', 6_000_000n],
      [id('f', 4), '3', 3_000_000n],
      [id('f', 5), '9', 1_000_000n],
    ],
    unconfirmed: [id('f', 4)],
  },
  {
    // Not the company's own account (D000000004 is 大连演示制造有限公司 itself): a company holding
    // its own shares is what 公司法 forbids but for narrow cases.
    companyId: id('c', 2),
    holders: [
      [id('f', 1), '4', 6_000_000n],
      [id('f', 5), '9', 4_000_000n],
    ],
  },
];

interface Holder {
  uuid: string;
  organType: number;
}

/** Legal times of a company's demo events: from 2025-01-06, one event every 9 days. */
const eventTime = (index: number, n: number) =>
  new Date(Date.UTC(2025, 0, 6 + (index % 20), 2) + n * 9 * 86_400_000).toISOString();

function input(body: RegisterEventBody, occurredAt: string, reference: string): RegisterEventInput {
  return { ...body, occurredAt, basis: { kind: 'application', reference } } as RegisterEventInput;
}

/** Initial registration, then a transfer, a pledge and a judicial freeze for realism. */
function demoEvents(index: number, entries: { holderId: string; shareNature: string; quantity: bigint }[]) {
  const [a, b, c] = entries;
  const bodies: RegisterEventBody[] = [{ type: 'initialRegistration', entries }];
  if (a && b) {
    const quantity = a.quantity / 10n;
    // The transferee holds the shares under its own nature (a company receiving a person's shares
    // holds 境内法人股, not 境内自然人股).
    const toShareNature = b.shareNature === a.shareNature ? {} : { toShareNature: b.shareNature };
    bodies.push({
      ...a,
      type: 'transfer',
      toHolderId: b.holderId,
      reason: 'agreement',
      quantity,
      ...toShareNature,
    });
  }
  if (b && index % 2 === 0) {
    bodies.push({
      ...b,
      type: 'pledge',
      quantity: b.quantity / 5n,
      pledgee: { name: '大连演示银行股份有限公司' },
    });
  }
  if (c && index % 3 === 0) {
    bodies.push({
      ...c,
      type: 'judicialFreeze',
      quantity: c.quantity / 4n,
      court: '大连市中级人民法院',
      documentNo: `(2025)辽02执${100 + index}号`,
      startsOn: '2025-03-01',
      endsOn: '2028-02-29',
    });
  }
  return bodies.map((body, n) => input(body, eventTime(index, n), `DEMO-${index}-${n + 1}`));
}

async function record(
  db: Database,
  tenantId: string,
  companyId: string,
  events: RegisterEventInput[],
  unconfirmed: string[] = [],
) {
  return db.withTenant(tenantId, async (tx) => {
    // Idempotent: a company with any event (or none at all) is left as it is.
    if ((await hasRegister(tx, companyId)) !== false) return false;
    for (const event of events) {
      await recordRegisterEvent({
        tx,
        tenantId,
        companyId,
        event,
        actor: { actorId: null, actorName: '演示数据' },
      });
    }
    await markHoldersUnconfirmed(tx, { tenantId, companyId, holderIds: unconfirmed });
    return true;
  });
}

async function holdersOf(db: Database, tenantId: string, companyId: string): Promise<Holder[]> {
  return db.withTenant(tenantId, (tx) => findOpenHoldersOf(tx, tenantId, companyId));
}

/**
 * Demo registers recorded through `recordRegisterEvent` (never by writing `holding`): the
 * identity demo companies, and the first `companies` generated companies with the accounts
 * generated for them. Idempotent: companies that have a register are skipped.
 */
export async function seedDemoRegisters(
  db: Database,
  options: { tenantId: string; companies: number; seed?: number },
): Promise<{ registers: number }> {
  let registers = 0;
  for (const [index, r] of IDENTITY_REGISTERS.entries()) {
    const entries = r.holders.map(([holderId, shareNature, quantity]) => ({
      holderId,
      shareNature,
      quantity,
    }));
    if (await record(db, options.tenantId, r.companyId, demoEvents(index * 2, entries), r.unconfirmed))
      registers++;
  }
  for (let i = 0; i < options.companies; i++) {
    const companyId = demoUuid('company', i);
    const holders = await holdersOf(db, options.tenantId, companyId);
    if (holders.length === 0) continue;
    const random = createRandom(((options.seed ?? 1) * 7919 + i) >>> 0);
    const entries = holders.map((h) => ({
      holderId: h.uuid,
      shareNature: h.organType === 2 ? '4' : '3',
      quantity: BigInt(1 + pickIndex(random, 50)) * 100_000n,
    }));
    if (await record(db, options.tenantId, companyId, demoEvents(i, entries))) registers++;
  }
  return { registers };
}
