import { sql } from 'drizzle-orm';
import type { Database } from './db/database.js';

const keepFinishedJobsDays = 30;

/** How long `auth_attempt` rows are kept (see housekeeping.ts). */
export const ATTEMPT_RETENTION_DAYS = 2;

export async function purgeFinishedJobs(db: Database, olderThanDays = keepFinishedJobsDays): Promise<number> {
  const result = (await db.orm.execute(
    sql`delete from job where status in ('done', 'failed')
        and finished_at < now() - make_interval(days => ${olderThanDays})`,
  )) as unknown as { affectedRows?: number; rowCount?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * Short-lived security rows that have served their purpose: login, SMS and face-check attempt rows
 * (see ATTEMPT_RETENTION_DAYS), expired SMS codes and captchas, the sandbox outbox, and refresh
 * tokens long expired. Sessions and audit rows are kept: they are the security history.
 */
export async function purgeExpiredSecurityRows(db: Database): Promise<void> {
  await db.orm.execute(
    sql`delete from auth_attempt where occurred_at < now() - make_interval(days => ${ATTEMPT_RETENTION_DAYS})`,
  );
  await db.orm.execute(sql`delete from sms_code where expires_at < now() - interval '2 days'`);
  await db.orm.execute(sql`delete from captcha where expires_at < now() - interval '1 day'`);
  await db.orm.execute(sql`delete from sms_outbox where created_at < now() - interval '7 days'`);
  await db.orm.execute(sql`delete from refresh_token where expires_at < now() - interval '30 days'`);
}
