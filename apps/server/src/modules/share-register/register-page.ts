import type { CompanyRegister, RegisterHoldingsQuery } from '@rer/contracts';
import { availableOf, containsHanCharacter, type Encumbrance, type Holding } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import * as repo from './register.repository.js';
import { mayViewCompanyRegister } from './register-access.js';
import * as pages from './register-page.repository.js';
import { registerAsOf } from './register-replay.js';
import { totalsOf } from './register-totals.js';
import { holdingRow } from './register-views.js';
import * as views from './register-views.repository.js';

type PageQuery = Omit<RegisterHoldingsQuery, 'companyId'>;

interface RegisterPage {
  issuedShares: bigint;
  lastSeq: number;
  totals: pages.RegisterTotals;
  total: number;
  lines: pages.PageLine[];
  marks: Encumbrance[];
}

/** The free key as the holder search reads it: with a Chinese character a name fragment, else an exact number. */
export function registerKeyOf(key: string | undefined): pages.RegisterKey | null {
  if (key === undefined || key === '') return null;
  return containsHanCharacter(key) ? { nameContains: key } : { accountOrCertificate: key.toUpperCase() };
}

/**
 * 股东名册 of a company, now or as of a date: one page of it, searched and sorted on the server,
 * with the whole register's totals and the page's pledge / freeze / lock marks (ADR 28). Staff,
 * the enterprise for its current company, or a member institution for a company it serves; the
 * view of personal data is audited.
 */
export async function viewCompanyRegister(options: {
  db: Database;
  user: AuthUser;
  companyId: string;
  query: PageQuery;
  audit: AuditContext;
}): Promise<CompanyRegister> {
  const { db, user, companyId, query } = options;
  const tenantId = user.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    if (!(await mayViewCompanyRegister(tx, user, companyId))) throw new AppError('FORBIDDEN');
    const company = await repo.findCompany(tx, tenantId, companyId);
    if (!company) throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
    const page = query.asOf
      ? await asOfPage(tx, tenantId, companyId, query)
      : await currentPage(tx, tenantId, companyId, company.issuedShares, query);
    const named = { companyId, companyName: company.name };
    const unconfirmed = await views.findUnconfirmed(
      tx,
      [...new Set(page.lines.map((l) => l.holderId))].map((holderId) => ({ companyId, holderId })),
    );
    const records = page.lines.map((l) =>
      holdingRow(named, l, { uuid: l.holderId, ...l }, page.marks, unconfirmed),
    );
    await writeAudit(tx, options.audit, {
      action: 'register.view_company',
      targetType: 'company',
      targetId: companyId,
      detail: { asOf: query.asOf ?? null, records: records.length, total: page.total, searched: !!query.key },
    });
    const t = page.totals;
    return {
      ...named,
      asOf: query.asOf ?? null,
      issuedShares: page.issuedShares.toString(),
      lastSeq: page.lastSeq,
      totals: {
        lines: t.lines,
        holders: t.holders,
        held: t.held.toString(),
        available: t.available.toString(),
        pledged: t.pledged.toString(),
        frozen: t.frozen.toString(),
        locked: t.locked.toString(),
      },
      total: page.total,
      current: query.pageNo,
      size: query.pageSize,
      records,
    };
  });
}

/** The register now: the page cut in SQL from the projection. */
async function currentPage(
  tx: Tx,
  tenantId: string,
  companyId: string,
  issuedShares: bigint,
  query: PageQuery,
): Promise<RegisterPage> {
  const key = registerKeyOf(query.key);
  const totals = await pages.registerTotals(tx, companyId);
  const last = await repo.findLastEvent(tx, companyId);
  const { lines, total } = await pages.pageOfRegister(tx, {
    tenantId,
    companyId,
    key,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const marks = await pages.openEncumbrancesOf(tx, companyId, [...new Set(lines.map((l) => l.holderId))]);
  return { issuedShares, lastSeq: last?.seq ?? 0, totals, total: key ? total : totals.lines, lines, marks };
}

const QUANTITY = (field: string): ((h: Holding) => bigint) | null =>
  field === 'held'
    ? (h) => h.held
    : field === 'available'
      ? availableOf
      : field === 'pledged'
        ? (h) => h.pledged
        : field === 'frozen'
          ? (h) => h.frozen
          : field === 'locked'
            ? (h) => h.locked
            : null;

const byTie = (a: Holding, b: Holding) =>
  a.holderId < b.holderId ? -1 : a.holderId > b.holderId ? 1 : a.shareNature < b.shareNature ? -1 : 1;

/**
 * The register as of a date: the replay (the whole history up to its end, in memory as any replay
 * is) searched, sorted and cut here, and only the page's lines named and marked.
 */
async function asOfPage(
  tx: Tx,
  tenantId: string,
  companyId: string,
  query: PageQuery,
): Promise<RegisterPage> {
  const state = await registerAsOf({ tx, tenantId, companyId, date: query.asOf! });
  const all = [...state.holdings.values()].filter((h) => h.held > 0n);
  const totals = totalsOf(all);
  const key = registerKeyOf(query.key);
  const keyed = key ? await pages.keyedHolderIds(tx, tenantId, key) : null;
  const matching = keyed ? all.filter((h) => keyed.has(h.holderId)) : all;
  const quantity = QUANTITY(query.sortField);
  const sign = query.sortOrder === 'asc' ? 1 : -1;
  let holders = new Map<string, views.HolderSummary>();
  if (quantity) {
    matching.sort((a, b) => {
      const x = quantity(a);
      const y = quantity(b);
      return (x === y ? byTie(a, b) : x < y ? -1 : 1) * sign;
    });
  } else {
    const ids = [...new Set(matching.map((h) => h.holderId))];
    holders = new Map((await views.findHolderSummaries(tx, tenantId, ids)).map((h) => [h.uuid, h]));
    const text = (h: Holding) => {
      const s = holders.get(h.holderId);
      return (query.sortField === 'holderName' ? s?.holderName : s?.accountNumber) ?? '';
    };
    matching.sort((a, b) => {
      const x = text(a);
      const y = text(b);
      return (x === y ? byTie(a, b) : x < y ? -1 : 1) * sign;
    });
  }
  const from = (query.pageNo - 1) * query.pageSize;
  const slice = matching.slice(from, from + query.pageSize);
  const pageIds = [...new Set(slice.map((h) => h.holderId))];
  if (quantity)
    holders = new Map((await views.findHolderSummaries(tx, tenantId, pageIds)).map((h) => [h.uuid, h]));
  const lines = slice.map((h) => {
    const s = holders.get(h.holderId);
    return {
      ...h,
      accountNumber: s?.accountNumber ?? '',
      holderName: s?.holderName ?? '',
      organType: s?.organType ?? 0,
    };
  });
  const onPage = new Set(pageIds);
  const marks = [...state.encumbrances.values()].filter(
    (e) => onPage.has(e.holderId) && e.status !== 'released',
  );
  return {
    issuedShares: state.issuedShares,
    lastSeq: state.lastSeq,
    totals,
    total: matching.length,
    lines,
    marks,
  };
}
