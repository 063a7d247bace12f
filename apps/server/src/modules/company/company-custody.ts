import { companyRecordUpdateBody } from '@rer/contracts';
import { alreadyInCustodyMessage } from '@rer/domain';
import type { Executor, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './company-custody.repository.js';
import { type RecordChangeActor, updateCompanyRecord } from './company-record-update.js';
import { insertOpenService } from './company-service.repository.js';

/** 001 §4.8: service type 1 托管. */
const HOSTING_SERVICE = '1';

/** The one company id type custody accepts (the record's rule, ADR 45). */
export const CUSTODY_ID_TYPE = '11';
const ID_TYPE_NAMES: Record<string, string> = { '11': '统一社会信用代码' };

const refusalOf = (c: repo.CustodyCompanyRow) =>
  alreadyInCustodyMessage({
    name: c.name,
    idType: ID_TYPE_NAMES[c.idType ?? CUSTODY_ID_TYPE] ?? c.idType ?? '',
    idNumber: c.creditCode ?? '',
  });

/**
 * At submit: the company an application would take into custody (its own, else the one of the
 * credit code) is already in custody → 002 §8's 该企业【…】已托管; else null.
 */
export async function alreadyInCustody(
  tx: Executor,
  tenantId: string,
  target: { companyId: string | null; creditCode: string },
): Promise<string | null> {
  const found = target.companyId
    ? await repo.lockCompanyById(tx, tenantId, target.companyId)
    : await repo.findCompanyByCreditCode(tx, tenantId, target.creditCode);
  return found?.isRegister ? refusalOf(found) : null;
}

export interface EnterCustodyInput {
  /** The application's company, if it has one; else the company of `creditCode`. */
  companyId: string | null;
  creditCode: string;
  name: string;
  /** 550001 opens the company when the platform does not know it; 550114 needs it. */
  createIfAbsent: boolean;
  /** 基本信息 fields to record (the company record's names and units, capital in yuan). */
  basic: Record<string, unknown>;
  /** The process completion date (yyyy-MM-dd, Beijing), the hosting service's start. */
  completionDate: string;
  bizSn: string;
}

/**
 * The company side of a custody completion (ADR 48), in the approving transaction: the company
 * located (or opened) and locked, refused when already in custody (two approvals for one company:
 * the second waits for the first's lock and is refused), its record updated through
 * `updateCompanyRecord`, isRegister set with the register date, and the hosting service row
 * (type 1, status 1, from the completion date) written.
 */
export async function enterCustody(
  tx: Tx,
  actor: RecordChangeActor,
  input: EnterCustodyInput,
): Promise<{ companyId: string; refusal: string | null }> {
  const { tenantId } = actor;
  let found = input.companyId
    ? await repo.lockCompanyById(tx, tenantId, input.companyId)
    : await repo.lockCompanyByCreditCode(tx, tenantId, input.creditCode);
  if (!found && !input.companyId && input.createIfAbsent) {
    await repo.insertCompanyIfAbsent(tx, {
      tenantId,
      name: input.name,
      creditCode: input.creditCode,
      idType: CUSTODY_ID_TYPE,
    });
    found = await repo.lockCompanyByCreditCode(tx, tenantId, input.creditCode);
  }
  if (!found) throw new AppError('COMPANY_UNKNOWN', { companyId: input.companyId ?? input.creditCode });
  if (found.isRegister) return { companyId: found.uuid, refusal: refusalOf(found) };
  const body = companyRecordUpdateBody.parse({
    companyId: found.uuid,
    recordVersion: found.recordVersion,
    reason: `登记托管 ${input.bizSn}`,
    basic: input.basic,
  });
  await updateCompanyRecord(tx, actor, body);
  await repo.setInCustody(tx, { tenantId, companyId: found.uuid, registerDate: input.completionDate });
  await insertOpenService(tx, {
    tenantId,
    companyId: found.uuid,
    serviceType: HOSTING_SERVICE,
    startDate: input.completionDate,
    applicationId: actor.applicationId ?? null,
    bizSn: input.bizSn,
  });
  return { companyId: found.uuid, refusal: null };
}

export { listCompanyServices } from './company-custody.repository.js';
