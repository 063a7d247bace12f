import type { Page, TenantRecord, tenantSettingBody, tenantSubmitBody } from '@rer/contracts';
import type { z } from 'zod';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Executor, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { DEFAULT_TENANT_ID } from '../../platform/tenant-context.js';
import { pageOf } from './dictionary-admin.service.js';
import {
  countTenantUsage,
  findHostsOf,
  findHostsOfOthers,
  findTenantAdmin,
  findTenantPage,
  insertTenant,
  isCity,
  lockTenant,
  markTenantRemoved,
  replaceHosts,
  type TenantAdminRow,
  updateTenantAt,
} from './tenant-admin.repository.js';

/**
 * Tenant administration (ADR 42). The platform operator — an administrator of the default tenant
 * 000000 — lists and changes every tenant; another tenant's administrator reads its own tenant
 * only. Every change is one owner transaction at the version read, with its audit row.
 */
export interface TenantCaller {
  tenantId: string;
  isAdministrator: boolean;
}

export const isPlatformOperator = (caller: TenantCaller) =>
  caller.isAdministrator && caller.tenantId === DEFAULT_TENANT_ID;

function requireOperator(caller: TenantCaller): void {
  if (!isPlatformOperator(caller)) throw new AppError('TENANT_OPERATOR_ONLY');
}

function toRecord(row: TenantAdminRow): TenantRecord {
  return {
    id: row.tenantId,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    domains: row.domains,
    isSharedPlatform: row.isSharedPlatform,
    forcedTheme: row.forcedTheme,
    restrictedCityCode: row.restrictedCityCode,
    restrictedCityName: row.restrictedCityName,
    status: row.status,
    version: row.version,
    createTime: new Date(row.createdAt).toISOString(),
    updateTime: new Date(row.updatedAt).toISOString(),
  };
}

export async function listTenants(
  db: Database,
  caller: TenantCaller,
  q: { current: number; size: number; tenantId?: string | undefined; tenantName?: string | undefined },
): Promise<Page<TenantRecord>> {
  const { rows, total } = await findTenantPage(db.orm, {
    tenantId: q.tenantId,
    tenantName: q.tenantName,
    onlyTenantId: isPlatformOperator(caller) ? undefined : caller.tenantId,
    offset: (q.current - 1) * q.size,
    limit: q.size,
  });
  return pageOf(rows.map(toRecord), total, q.current, q.size);
}

export async function tenantDetail(
  db: Database,
  caller: TenantCaller,
  tenantId: string,
): Promise<TenantRecord> {
  if (!isPlatformOperator(caller) && tenantId !== caller.tenantId) throw new AppError('TENANT_OPERATOR_ONLY');
  const found = await findTenantAdmin(db.orm, tenantId);
  if (!found) throw new AppError('TENANT_NOT_FOUND', { tenantId });
  return toRecord(found);
}

type Settings = Pick<
  z.output<typeof tenantSubmitBody>,
  'isSharedPlatform' | 'forcedTheme' | 'restrictedCityCode'
>;

async function checkCity(db: Executor, settings: Settings): Promise<void> {
  const code = settings.restrictedCityCode;
  if (code && !(await isCity(db, code))) throw new AppError('TENANT_CITY_UNKNOWN', { code });
}

async function checkHosts(db: Executor, tenantId: string, hosts: readonly string[]): Promise<void> {
  const [taken] = await findHostsOfOthers(db, tenantId, hosts);
  if (taken) throw new AppError('TENANT_HOST_TAKEN', { host: taken.host, owner: taken.tenantId });
}

const settingsOf = (s: Settings) => ({
  isSharedPlatform: s.isSharedPlatform,
  forcedTheme: s.forcedTheme,
  restrictedCityCode: s.restrictedCityCode,
});

/** `field=value; …` of the fields that differ (the audit row's before and after). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const show = (s: Record<string, unknown>) =>
    keys.map((k) => `${k}=${Array.isArray(s[k]) ? s[k].join('|') : String(s[k] ?? '')}`).join('; ');
  return { before: show(before), after: show(after) };
}

/**
 * tenant/submit: a new tenant, or a change at the version read. Two tenants claiming one host at
 * once: the host's primary key lets one commit; the other is answered who holds the host.
 */
export async function submitTenant(
  db: Database,
  caller: TenantCaller,
  audit: AuditContext,
  body: z.output<typeof tenantSubmitBody>,
): Promise<{ tenantId: string; version: number; created: boolean }> {
  requireOperator(caller);
  await checkCity(db.orm, body);
  try {
    return await db.orm.transaction((tx) =>
      body.version === undefined
        ? createTenant(tx, audit, body)
        : updateTenant(tx, audit, body, body.version),
    );
  } catch (e) {
    if (isUniqueViolation(e)) await checkHosts(db.orm, body.tenantId, body.domains);
    throw e;
  }
}

/** A broken unique constraint, however deep the driver wrapped it (drizzle puts pg's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function createTenant(tx: Tx, audit: AuditContext, body: z.output<typeof tenantSubmitBody>) {
  const { tenantId, tenantName, status, domains } = body;
  if (!(await insertTenant(tx, { tenantId, tenantName, status, ...settingsOf(body) })))
    throw new AppError('TENANT_EXISTS', { tenantId });
  await checkHosts(tx, tenantId, domains);
  await replaceHosts(tx, tenantId, domains);
  await writeAudit(tx, audit, {
    action: 'tenant.create',
    targetType: 'tenant',
    targetId: tenantId,
    detail: { tenantName, status, domains: domains.join('|') },
  });
  return { tenantId, version: 1, created: true };
}

async function updateTenant(
  tx: Tx,
  audit: AuditContext,
  body: z.output<typeof tenantSubmitBody>,
  version: number,
) {
  const { tenantId, tenantName, status, domains } = body;
  const locked = await lockTenant(tx, tenantId);
  if (!locked || locked.isDeleted) throw new AppError('TENANT_NOT_FOUND', { tenantId });
  if (tenantId === DEFAULT_TENANT_ID && status !== 1)
    throw new AppError('TENANT_PROTECTED', { what: '停用' });
  const before = await findTenantAdmin(tx, tenantId);
  const next = await updateTenantAt(tx, { tenantId, version }, { tenantName, status, ...settingsOf(body) });
  if (next === null) throw new AppError('CONFLICT');
  const hostsBefore = await findHostsOf(tx, tenantId);
  if (JSON.stringify(hostsBefore) !== JSON.stringify(domains)) {
    await checkHosts(tx, tenantId, domains);
    await replaceHosts(tx, tenantId, domains);
  }
  await writeAudit(tx, audit, {
    action: 'tenant.update',
    targetType: 'tenant',
    targetId: tenantId,
    detail: changes(
      { ...before, domains: hostsBefore },
      { tenantName, status, ...settingsOf(body), domains },
    ),
  });
  return { tenantId, version: next, created: false };
}

/** tenant/setting: the shared-platform flag, forced theme and restricted city, at the version read. */
export async function settingTenant(
  db: Database,
  caller: TenantCaller,
  audit: AuditContext,
  body: z.output<typeof tenantSettingBody>,
): Promise<{ tenantId: string; version: number }> {
  requireOperator(caller);
  await checkCity(db.orm, body);
  return db.orm.transaction(async (tx) => {
    const before = await findTenantAdmin(tx, body.tenantId);
    if (!before) throw new AppError('TENANT_NOT_FOUND', { tenantId: body.tenantId });
    const next = await updateTenantAt(tx, body, settingsOf(body));
    if (next === null) throw new AppError('CONFLICT');
    await writeAudit(tx, audit, {
      action: 'tenant.setting',
      targetType: 'tenant',
      targetId: body.tenantId,
      detail: changes(before as unknown as Record<string, unknown>, settingsOf(body)),
    });
    return { tenantId: body.tenantId, version: next };
  });
}

/**
 * tenant/remove: all or nothing. The default tenant and a tenant holding accounts or companies are
 * refused (disable it instead); a removed tenant keeps its id and frees its hosts.
 */
export async function removeTenants(
  db: Database,
  caller: TenantCaller,
  audit: AuditContext,
  ids: readonly string[],
): Promise<number> {
  requireOperator(caller);
  if (ids.includes(DEFAULT_TENANT_ID)) throw new AppError('TENANT_PROTECTED', { what: '删除' });
  return db.orm.transaction(async (tx) => {
    for (const tenantId of new Set(ids)) {
      const locked = await lockTenant(tx, tenantId);
      if (!locked || locked.isDeleted) throw new AppError('TENANT_NOT_FOUND', { tenantId });
      const usage = await countTenantUsage(tx, tenantId);
      if (usage.accounts > 0 || usage.companies > 0)
        throw new AppError('TENANT_IN_USE', { tenantId, ...usage });
      await markTenantRemoved(tx, tenantId);
      await writeAudit(tx, audit, { action: 'tenant.remove', targetType: 'tenant', targetId: tenantId });
    }
    return new Set(ids).size;
  });
}
