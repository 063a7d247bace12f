import type {
  MemberCompaniesPage,
  MemberCompaniesQuery,
  MemberInfo,
  MemberInfoAnswer,
  MemberRevisionDraft,
  MemberSearchPage,
  MemberSearchQuery,
} from '@rer/contracts';
import { MEMBER_LABELS, MEMBER_MESSAGES } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError, validationError } from '../../platform/errors.js';
import { maskPhone } from '../holder-search/index.js';
import { type AuthUser, isRegisterStaff } from '../identity/index.js';
import { findActiveBindings, findOpenMemberOf } from './member-account.repository.js';
import {
  findCooperationPage,
  findMemberInfo,
  findMemberSearchPage,
  type MemberInfoDbRow,
} from './member-pages.repository.js';

export interface MemberPagesDeps {
  db: Database;
}

const MEMBER_ZONE = 'member';
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function memberOf(row: MemberInfoDbRow): MemberInfo {
  return {
    id: row.id,
    custno: row.custno,
    chineseName: row.chineseName,
    certificateNo: row.certificateNo,
    status: row.status,
    legalRepresentative: row.legalRepresentative,
    contactName: row.contactName,
    contactPhone: maskPhone(row.contactPhone),
    email: row.email,
    address: row.address,
    openedAt: row.openedAt,
    qualification: (row.qualification ?? []).map((q) => ({
      qualificationCategory: textOf(q.qualificationCategory),
      qualificationCategoryName: textOrNull(q.qualificationCategoryName),
      maketRole: textOf(q.maketRole),
      maketRoleName: textOrNull(q.maketRoleName),
      qualificationStatus: textOf(q.qualificationStatus),
    })),
    companyCount: row.companyCount,
  };
}

/** 002 §3 memberStatus: 1 while the login acts for an open member (a completed 550012). */
export async function memberStatusOf(db: Database, tenantId: string, accountId: string): Promise<0 | 1> {
  const found = await db.withTenant(tenantId, (tx) => findOpenMemberOf(tx, tenantId, accountId));
  return found ? 1 : 0;
}

/** member/info (会员信息): the caller's member; member zone only. */
export async function memberInfo(deps: MemberPagesDeps, user: AuthUser): Promise<MemberInfoAnswer> {
  if (user.landingMode !== MEMBER_ZONE) throw new AppError('FORBIDDEN');
  const row = await deps.db.withTenant(user.tenantId, (tx) =>
    findMemberInfo(tx, user.tenantId, user.accountId),
  );
  return row ? { memberStatus: 1, member: memberOf(row) } : { memberStatus: 0, member: null };
}

/**
 * member/revisionDraft (ADR 68): 550020's form filled from the caller's open member — facts,
 * qualification rows as stored, one table row per active binding (the rows the completion compares
 * against, so a table left as it is keeps every binding). The phones whole: the member's own data,
 * sent back by its form. No open member: the 550020 check's own refusal.
 */
export async function memberRevisionDraft(
  deps: MemberPagesDeps,
  user: AuthUser,
): Promise<MemberRevisionDraft> {
  if (user.landingMode !== MEMBER_ZONE) throw new AppError('FORBIDDEN');
  const found = await deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await findMemberInfo(tx, user.tenantId, user.accountId);
    return row ? { row, bindings: await findActiveBindings(tx, row.id) } : null;
  });
  if (!found) throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.notOpened);
  const { row, bindings } = found;
  return {
    memberName: row.chineseName,
    creditCode: row.certificateNo ?? '',
    legalRepresentative: row.legalRepresentative ?? '',
    contactName: row.contactName ?? '',
    contactPhone: row.contactPhone ?? '',
    email: row.email ?? '',
    address: row.address ?? '',
    qualificationList: row.qualification ?? [],
    memberCompanies: bindings.map((b) => ({
      companyName: b.companyName,
      jbrName: b.jbrName ?? '',
      jbrPhone: b.jbrPhone ?? '',
      isSendMsg: b.isSendMsg === 1 ? '1' : '0',
    })),
  };
}

/** member/companies (合作企业): only the companies the caller's member account serves; paged. */
export async function memberCompanies(
  deps: MemberPagesDeps,
  user: AuthUser,
  query: MemberCompaniesQuery,
): Promise<MemberCompaniesPage> {
  if (user.landingMode !== MEMBER_ZONE) throw new AppError('FORBIDDEN');
  const { current, size } = query;
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findCooperationPage(tx, {
      tenantId: user.tenantId,
      accountId: user.accountId,
      companyName: query.companyName,
      limit: size,
      offset: (current - 1) * size,
    }),
  );
  const records = found.records.map((r) => ({ ...r, jbrPhone: maskPhone(r.jbrPhone) }));
  return toPage(records, found.total, current, size);
}

/** member/search (会员查询, register staff): the tenant's members, paged. */
export async function searchMembers(
  deps: MemberPagesDeps,
  user: AuthUser,
  query: MemberSearchQuery,
): Promise<MemberSearchPage> {
  if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  const { current, size } = query;
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findMemberSearchPage(tx, {
      tenantId: user.tenantId,
      chineseName: query.chineseName,
      custno: query.custno,
      certificateNo: query.certificateNo,
      status: query.status === undefined ? undefined : Number(query.status),
      limit: size,
      offset: (current - 1) * size,
    }),
  );
  const records = found.records.map((r) => ({
    id: r.id,
    custno: r.custno,
    chineseName: r.chineseName,
    certificateNo: r.certificateNo,
    status: r.status,
    contactName: r.contactName,
    contactPhone: maskPhone(r.contactPhone),
    companyCount: r.companyCount,
    openedAt: r.openedAt,
  }));
  return toPage(records, found.total, current, size);
}
