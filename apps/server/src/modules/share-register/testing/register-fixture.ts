import { randomUUID } from 'node:crypto';
import type { RegisterEventBody } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { company, holderAccount } from '../../../db/schema-identity.js';
import type { Database } from '../../../platform/db/database.js';
import type { RegisterEventInput } from '../event-codec.js';
import { type RecordedRegisterEvent, recordRegisterEvent } from '../record-register-event.js';

export const TENANT = '100001';

/** A tenant, a company and `n` holder accounts, inserted as the owner. */
export async function plantRegister(db: Database, n = 4, tenantId = TENANT) {
  await db.orm.execute(
    sql`insert into tenant (tenant_id, tenant_name) values (${tenantId}, ${`租户${tenantId}`}) on conflict do nothing`,
  );
  const companyId = randomUUID();
  await db.orm
    .insert(company)
    .values({ uuid: companyId, tenantId, name: '测试股份有限公司', companyType: 2 });
  const holders = Array.from({ length: n }, () => randomUUID());
  if (n > 0)
    await db.orm.insert(holderAccount).values(
      holders.map((uuid, i) => ({
        uuid,
        tenantId,
        accountNumber: `T${companyId.slice(0, 6)}${i}`,
        organType: 2,
        holderName: `股东${i}`,
        certType: '1',
        certificateNo: `11010119900101${String(1000 + i)}`,
      })),
    );
  return { companyId, holders };
}

let clock = Date.UTC(2026, 0, 1);
/** Strictly later legal times, one hour apart. */
export function nextTime(): string {
  clock += 3_600_000;
  return new Date(clock).toISOString();
}

export function input(body: RegisterEventBody, occurredAt = nextTime()): RegisterEventInput {
  return {
    ...body,
    occurredAt,
    basis: { kind: 'application', reference: 'SN-T' },
    bizSn: 'SN-T',
  } as RegisterEventInput;
}

/** Records one event in its own tenant transaction. */
export function record(
  db: Database,
  companyId: string,
  body: RegisterEventBody,
  options: { occurredAt?: string; tenantId?: string } = {},
): Promise<RecordedRegisterEvent> {
  const tenantId = options.tenantId ?? TENANT;
  return db.withTenant(tenantId, (tx) =>
    recordRegisterEvent({
      tx,
      tenantId,
      companyId,
      event: input(body, options.occurredAt),
      actor: { actorId: 'test' },
    }),
  );
}
