import type {
  EncumbranceNotice,
  EncumbranceNoticePage,
  NoticeDetailQuery,
  NoticeListQuery,
} from '@rer/contracts';
import type { Database, Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { maskCertificateNo } from '../holder-search/index.js';
import { SHARE_PLEDGE_PARAM } from '../identity/index.js';
import { findParam, type TenantService } from '../system/index.js';
import { type EncumbranceDbRow, findEncumbrancePage } from './encumbrance.repository.js';
import { publicHolderName, publicPartyName } from './notice-masking.js';

export interface NoticeDeps {
  db: Database;
  tenants: TenantService;
}

/** 质押公告 and 冻结公告: which encumbrances each publishes and the switch that opens it (002 §2.4, §7). */
export const NOTICE_KINDS = {
  pledge: {
    kinds: ['pledge'],
    prefix: 'ZY',
    name: '质押公告',
    // nonds/sharePledge/enable answers '1' from this parameter: the list is open exactly then.
    switchKey: SHARE_PLEDGE_PARAM,
  },
  freeze: {
    kinds: ['freeze', 'queuedFreeze'],
    prefix: 'DJ',
    name: '冻结公告',
    switchKey: 'freeze.notice.switch',
  },
} as const;
export type NoticeKind = keyof typeof NOTICE_KINDS;

/** ZY2026000123: the kind, the registration year and the creating register event's id. */
export function noticeNumber(kind: NoticeKind, registeredOn: string, eventId: string): string {
  return `${NOTICE_KINDS[kind].prefix}${registeredOn.slice(0, 4)}${eventId.padStart(6, '0')}`;
}

/** What ADR 75 publishes of one encumbrance: persons masked, a pledge's contract reference withheld. */
export function toNotice(kind: NoticeKind, r: EncumbranceDbRow): EncumbranceNotice {
  return {
    id: r.id,
    noticeNo: noticeNumber(kind, r.registeredOn, r.createdEventId),
    kind: r.kind,
    status: r.status,
    companyName: r.companyName,
    companyCreditCode: r.companyCreditCode,
    holderName: publicHolderName(r.holderName, r.organType),
    certificateNo: maskCertificateNo(r.certificateNo, r.organType),
    partyName: kind === 'freeze' ? r.partyName : publicPartyName(r.partyName, r.partyCertType),
    documentNo: kind === 'freeze' ? r.documentNo : null,
    quantity: r.quantity,
    originalQuantity: r.originalQuantity,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    registeredOn: r.registeredOn,
    changedOn: r.changedOn,
  };
}

/** The operator's switch: off, the list and its details answer as if there were none. */
async function requireOpen(tx: Executor, tenantId: string, kind: NoticeKind): Promise<void> {
  const found = await findParam(tx, tenantId, NOTICE_KINDS[kind].switchKey);
  if (found?.paramValue !== 'true')
    throw new AppError('NOT_FOUND', {}, { message: `${NOTICE_KINDS[kind].name}未开放` });
}

/** /pledgeList, /frozenList: the tenant's announcements, newest registration first. */
export async function noticeList(
  deps: NoticeDeps,
  kind: NoticeKind,
  requestTenant: string,
  q: NoticeListQuery,
): Promise<EncumbranceNoticePage> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const { current, size } = q;
  const found = await deps.db.withTenant(tenant.tenantId, async (tx) => {
    await requireOpen(tx, tenant.tenantId, kind);
    return findEncumbrancePage(tx, {
      tenantId: tenant.tenantId,
      scope: { kind: 'tenant' },
      filter: { kinds: NOTICE_KINDS[kind].kinds, status: q.status, companyName: q.companyName },
      limit: size,
      offset: (current - 1) * size,
    });
  });
  return toPage(
    found.records.map((r) => toNotice(kind, r)),
    found.total,
    current,
    size,
  );
}

/** /pledgeDetail, /frozenDetail: one announcement of the tenant, of that kind only. */
export async function noticeDetail(
  deps: NoticeDeps,
  kind: NoticeKind,
  requestTenant: string,
  q: NoticeDetailQuery,
): Promise<EncumbranceNotice> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const found = await deps.db.withTenant(tenant.tenantId, async (tx) => {
    await requireOpen(tx, tenant.tenantId, kind);
    return findEncumbrancePage(tx, {
      tenantId: tenant.tenantId,
      scope: { kind: 'tenant' },
      filter: { kinds: NOTICE_KINDS[kind].kinds, id: String(q.id) },
      limit: 1,
      offset: 0,
    });
  });
  const row = found.records[0];
  if (!row) throw new AppError('NOT_FOUND', {}, { message: `公告不存在：${q.id}` });
  return toNotice(kind, row);
}
