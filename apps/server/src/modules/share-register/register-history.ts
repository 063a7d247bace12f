import type { RegisterEventRecord, RegisterEventsPage } from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { findCompany } from './register.repository.js';
import { mayViewCompanyRegister } from './register-access.js';
import { listEventsPage } from './register-history.repository.js';

const EVENT_TYPE_NAMES: Record<string, string> = {
  initialRegistration: '初始登记',
  issue: '股份增加',
  cancellation: '股份减少',
  transfer: '股份转让',
  pledge: '股权质押',
  pledgeRelease: '质押解除',
  judicialFreeze: '司法冻结',
  freezeRenewal: '续行冻结',
  queuedFreeze: '轮候冻结',
  unfreeze: '解除冻结',
  seizure: '司法扣划',
  lock: '限售登记',
  unlock: '解除限售',
  reversal: '更正（冲销）',
};
const BASIS_KIND_NAMES: Record<string, string> = {
  application: '业务申请',
  court: '法院文书',
  contract: '合同',
  other: '其他',
};

/**
 * 登记变更记录: a company's register events, newest first, each with its legal basis (the
 * application's biz_sn, the court document, the contract). Same access as the register itself;
 * no personal data (holder accounts stay ids in the stored payload and are not answered).
 */
export async function viewRegisterHistory(options: {
  db: Database;
  user: AuthUser;
  companyId: string;
  pageNo: number;
  pageSize: number;
  audit: AuditContext;
}): Promise<RegisterEventsPage> {
  const { db, user, companyId, pageNo, pageSize } = options;
  return db.withTenant(user.tenantId, async (tx) => {
    if (!(await mayViewCompanyRegister(tx, user, companyId))) throw new AppError('FORBIDDEN');
    if (!(await findCompany(tx, user.tenantId, companyId))) {
      throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
    }
    const found = await listEventsPage(tx, companyId, pageNo, pageSize);
    const records = found.map(
      (r): RegisterEventRecord => ({
        seq: Number(r.seq),
        eventType: r.event_type,
        eventTypeName: EVENT_TYPE_NAMES[r.event_type] ?? r.event_type,
        occurredAt: r.occurred_at,
        recordedAt: r.recorded_at,
        basisKind: r.basis_kind,
        basisKindName: BASIS_KIND_NAMES[r.basis_kind] ?? r.basis_kind,
        basisReference: r.basis_reference,
        bizSn: r.biz_sn,
        quantity: r.quantity,
        reason: r.reason,
      }),
    );
    await writeAudit(tx, options.audit, {
      action: 'register.view_history',
      targetType: 'company',
      targetId: companyId,
      detail: { pageNo, records: records.length },
    });
    const total = found[0] ? Number(found[0].total) : 0;
    return toPage(records, total, pageNo, pageSize);
  });
}
