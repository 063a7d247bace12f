import type { SectorSubmitBody, SectorView } from '@rer/contracts';
import { DEMO_SECTORS, LISTING_MESSAGES, listCodeOf, readSectorInput } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TenantService } from '../system/index.js';
import * as repo from './sector.repository.js';

export interface SectorDeps {
  db: Database;
  tenants: TenantService;
}

const viewOf = (row: repo.SectorRow): SectorView => ({ id: row.code, ...row });

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', { field }, { message });

/** sectorNonds/queryAllSectors (002 §7): the tenant's enabled boards. */
export async function publicBoards(deps: SectorDeps, tenantId: string): Promise<SectorView[]> {
  const tenant = await deps.tenants.require(tenantId);
  return deps.db.withTenant(tenant.tenantId, async (tx) =>
    (await repo.listSectors(tx, tenant.tenantId, { parent: null, enabledOnly: true })).map(viewOf),
  );
}

/** sectorNonds/getTwoSectors (002 §7): the enabled featured sub-sectors of one board. */
export async function publicSubSectors(
  deps: SectorDeps,
  tenantId: string,
  board: string,
): Promise<SectorView[]> {
  const tenant = await deps.tenants.require(tenantId);
  return deps.db.withTenant(tenant.tenantId, async (tx) =>
    (await repo.listSectors(tx, tenant.tenantId, { parent: board.toUpperCase(), enabledOnly: true })).map(
      viewOf,
    ),
  );
}

/** The staff page's list: every sector, boards first. */
export async function allSectors(deps: SectorDeps, tenantId: string): Promise<SectorView[]> {
  return deps.db.withTenant(tenantId, async (tx) =>
    (await repo.listSectors(tx, tenantId, { parent: 'all', enabledOnly: false })).map(viewOf),
  );
}

/**
 * Creates a sector (no version) or edits one at its version (409 when stale). A sub-sector's
 * board must exist and be a board; a prefix is a board's and unique. Audited in the transaction.
 */
export async function submitSector(
  deps: SectorDeps,
  context: AuditContext,
  body: SectorSubmitBody,
): Promise<SectorView> {
  const input = readSectorInput(body as Record<string, unknown>);
  if ('field' in input) throw invalid(input.field, input.message);
  const { tenantId } = context;
  return deps.db.withTenant(tenantId, async (tx) => {
    if (input.parentSector !== null) {
      const board = await repo.findSector(tx, tenantId, input.parentSector.toUpperCase());
      if (!board || board.parentSector !== null)
        throw invalid('parentSector', '所属板块：应为已有的一级板块');
      input.parentSector = board.code;
    }
    if (input.codePrefix && (await repo.prefixTaken(tx, tenantId, input.codePrefix, input.code)))
      throw invalid('codePrefix', `挂牌代码前缀：${input.codePrefix}已被其他板块使用`);
    const write = { tenantId, ...input };
    if (body.version === undefined) {
      if (!(await repo.insertSector(tx, write))) throw invalid('code', `板块代码：${input.code}已存在`);
    } else if (!(await repo.updateSectorAt(tx, { ...write, version: body.version }))) {
      throw new AppError('CONFLICT');
    }
    await writeAudit(tx, context, {
      action: body.version === undefined ? 'sector.create' : 'sector.update',
      targetType: 'sector',
      targetId: input.code,
      detail: { sectorName: input.sectorName, status: input.status },
    });
    return viewOf((await repo.findSector(tx, tenantId, input.code))!);
  });
}

/**
 * The application's sector checked in the caller's transaction: an enabled board, and the
 * featured sub-sector (if any) an enabled child of it.
 */
export async function checkListingSector(
  tx: Executor,
  tenantId: string,
  chosen: { sector: string; featuredSector: string | null },
): Promise<{ field: string; message: string } | null> {
  const board = await repo.findSector(tx, tenantId, chosen.sector);
  if (board?.status !== '1' || board.parentSector !== null)
    return { field: 'sector', message: LISTING_MESSAGES.sectorUnknown };
  if (chosen.featuredSector === null) return null;
  const featured = await repo.findSector(tx, tenantId, chosen.featuredSector);
  if (featured?.status !== '1') return { field: 'featuredSector', message: LISTING_MESSAGES.sectorUnknown };
  if (featured.parentSector !== board.code)
    return { field: 'featuredSector', message: LISTING_MESSAGES.featuredNotChild };
  return null;
}

/** The next listing code of the board (ADR 79), in the approving transaction. */
export async function allocateListCode(tx: Executor, tenantId: string, boardCode: string): Promise<string> {
  const taken = await repo.takeSerial(tx, tenantId, boardCode);
  if (!taken)
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: LISTING_MESSAGES.sectorUnknown });
  const code = listCodeOf(taken.codePrefix, taken.serial);
  if (!code) throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: LISTING_MESSAGES.codeExhausted });
  return code;
}

/** The demo boards and featured sub-sectors (ADR 79), inserted where missing. */
export async function seedDemoSectors(tx: Executor, tenantId: string): Promise<void> {
  for (const s of DEMO_SECTORS) await repo.insertSector(tx, { tenantId, ...s, status: '1' });
}
