import type { ApplicationDetail } from '@rer/contracts';
import { WORKFLOW_ACTION_NAMES } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { chinaDateTime } from '../../platform/documents/china-time.js';
import { groupedQuantity } from '../../platform/documents/digits.js';
import { AppError } from '../../platform/errors.js';
import { loadDictionaryNames } from '../system/index.js';
import { renderVoucherPdf, type VoucherInput } from '../vouchers/index.js';
import * as repo from './application.repository.js';
import { applicationDetail, maySee, NODE_LABELS } from './application-queries.js';
import { type DictionaryNameOf, workflowBusinessOf } from './business-registry.js';
import { auditWorkflow, type Caller } from './workflow-context.js';

/** 业务凭证 of a completed application (001 §4.9 print voucher; `/process_pdf?uuid=` shows it). */

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** A stored instant (`2026-11-22 06:04:43.867+00`) as China time, `2026-11-22 14:04:43`. */
const chinaTime = (at: string | Date) => chinaDateTime(at instanceof Date ? at : new Date(at));

type NameOf = DictionaryNameOf;

async function dictionaryNames(db: Database, tenantId: string, codes: string[]): Promise<NameOf> {
  const names = await db.withTenant(tenantId, (tx) => loadDictionaryNames(tx, tenantId, codes));
  return (code, key) => names.get(code)?.get(text(key)) ?? text(key);
}

/** The business's own facts, in the order a reader checks them. */
function businessRows(detail: ApplicationDetail, name: NameOf): VoucherInput['rows'] {
  const f = detail.formData;
  const own = workflowBusinessOf(detail.appId)?.voucherRows;
  if (own) return own(f, name);
  const list = (f.increaseList ?? f.decreaseList ?? []) as Record<string, unknown>[];
  return [
    { label: '事由', value: text(f.reason) },
    ...list.map((r, i) => ({
      label: `第${i + 1}行`,
      value: `${text(r.holderName)}（${text(r.accountNumber)}） 股份性质 ${name('natureOfShare', r.shareNature)} ${groupedQuantity(r.quantity)}股`,
    })),
  ];
}

export async function printVoucher(
  db: Database,
  caller: Caller,
  options: { uuid: string; marketName: string; now: Date },
): Promise<{ pdf: Buffer; fileName: string }> {
  const found = await db.withTenant(caller.tenantId, (tx) =>
    repo.findApplication(tx, caller.tenantId, { uuid: options.uuid }),
  );
  if (!found || !maySee(caller, found))
    throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: options.uuid });
  if (found.status !== 'completed')
    throw new AppError('WORKFLOW_REFUSED', {}, { message: '流程未办结，暂时无法打印凭证' });
  const detail = await applicationDetail(db, caller, { uuid: options.uuid });
  const node = (id: string | null) => (id ? (NODE_LABELS[id] ?? id) : '');
  const name = await dictionaryNames(db, caller.tenantId, ['transferType', 'natureOfShare']);
  const pdf = await renderVoucherPdf({
    marketName: options.marketName,
    bizSn: detail.bizSn,
    businessTypeName: detail.businessTypeName,
    companyName: detail.companyName ?? '',
    applicant: detail.applicantName,
    submittedAt: chinaTime(detail.submittedAt ?? detail.createdAt),
    approvedAt: detail.completedAt === null ? null : chinaTime(detail.completedAt),
    rows: businessRows(detail, name),
    timeline: detail.timeline.map((e) => ({
      // 创建 has no node it leaves: it is at the node it enters (申请).
      node: node(e.fromNode ?? e.toNode),
      actor: e.actorName ?? '',
      action: WORKFLOW_ACTION_NAMES[e.action] ?? e.action,
      time: chinaTime(e.occurredAt),
    })),
    opinions: detail.opinions.map((o) => ({
      node: node(o.nodeId),
      actor: o.actorName,
      opinion: o.content,
      time: chinaTime(o.createdAt),
    })),
    printedAt: chinaTime(options.now),
  });
  await db.withTenant(caller.tenantId, (tx) =>
    auditWorkflow(tx, caller, 'workflow.view', found, { document: 'voucher' }),
  );
  return { pdf, fileName: `业务凭证_${detail.bizSn}.pdf` };
}
