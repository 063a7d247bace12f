import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';

/**
 * A register of `holders` holder accounts opened in one initial registration, written by a few
 * set-based statements (generate_series) in one transaction rather than through the use-case, so
 * that a test can afford more holders than PostgreSQL has bind parameters (65,535). Holder i holds
 * (i mod 100) + 1 shares of nature 4, is named 大册股东i, account B + i, fake ID number T + i; the
 * event's payload is the one the use-case would store, so the register replays (as-of dates).
 */
export async function plantBigRegister(
  db: Database,
  options: { tenantId: string; companyId: string; holders: number; occurredAt: string; prefix?: string },
): Promise<void> {
  const { tenantId, companyId, holders } = options;
  const prefix = options.prefix ?? 'b';
  const holderId = sql`(${`${prefix}0000000-0000-4000-8000-`} || lpad(i::text, 12, '0'))::uuid`;
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`insert into holder_account
        (uuid, tenant_id, account_number, organ_type, holder_name, cert_type, certificate_no)
      select ${holderId}, ${tenantId}, ${prefix.toUpperCase()} || lpad(i::text, 9, '0'), 1, '大册股东' || i, '1',
             'T' || lpad(i::text, 17, '0')
      from generate_series(1, ${holders}) as i`);
    await tx.execute(sql`insert into register_event
        (tenant_id, company_id, seq, event_type, occurred_at, payload, basis_kind, basis_reference, actor_id)
      select ${tenantId}, ${companyId}::uuid, 1, 'initialRegistration', ${options.occurredAt}::timestamptz,
        jsonb_build_object('type', 'initialRegistration', 'entries',
          jsonb_agg(jsonb_build_object('holderId', ${holderId}, 'shareNature', '4',
            'quantity', ((i % 100) + 1)::text) order by i)),
        'other', '大册测试', 'test'
      from generate_series(1, ${holders}) as i`);
    await tx.execute(sql`insert into holding
        (tenant_id, company_id, holder_id, share_nature, held, available, last_event_id)
      select ${tenantId}, ${companyId}::uuid, ${holderId}, '4', (i % 100) + 1, (i % 100) + 1,
        (select id from register_event where company_id = ${companyId}::uuid and seq = 1)
      from generate_series(1, ${holders}) as i`);
    await tx.execute(sql`update company set total_issued_shares =
        (select sum(held) from holding where company_id = ${companyId}::uuid) where uuid = ${companyId}::uuid`);
  });
}

/** Σ ((i mod 100) + 1) for i = 1..n: the issued shares of `plantBigRegister`. */
export function bigRegisterShares(n: number): bigint {
  let sum = 0n;
  for (let i = 1; i <= n; i++) sum += BigInt((i % 100) + 1);
  return sum;
}
