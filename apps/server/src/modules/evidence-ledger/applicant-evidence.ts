import type { EvidenceStatement } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import type { ApplicationAccess } from './application-access.js';
import * as service from './ledger.service.js';
import { canApplicantSeeEntry } from './policy.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * statement/getStatementDetail for an investor: the record key (an application's uuid or biz_sn)
 * must name an application the investor itself submitted, else the answer is the empty list (as
 * for anything else it may not see: no existence leak). Its entries are then read like staff read
 * them and kept only when they belong to that application (`canApplicantSeeEntry`).
 */
export async function applicantStatementDetail(options: {
  db: Database;
  tenantId: string;
  accountId: string;
  uuid: string;
  appId: string | null;
  applications: Pick<ApplicationAccess, 'findApplication'>;
}): Promise<EvidenceStatement[]> {
  const { db, tenantId, uuid: key } = options;
  const application = await db.withTenant(tenantId, (tx) =>
    options.applications.findApplication(
      tx,
      tenantId,
      UUID.test(key) ? { uuid: key.toLowerCase() } : { bizSn: key },
    ),
  );
  if (!application || application.applicantId !== options.accountId) return [];
  if (options.appId && options.appId !== application.appId) return [];
  const statements = await service.statementDetail({
    db,
    tenantId,
    scope: { kind: 'all' },
    uuid: key,
    appId: options.appId,
  });
  return statements.filter((s) => canApplicantSeeEntry(application, { uuid: s.uuid, bizSn: s.biz_sn }));
}
