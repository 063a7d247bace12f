import {
  FUND_TRANSFER_APP_ID,
  type HaveTradingData,
  type HaveTradingDataParams,
  productCodeRequiredMessage,
  TRANSFER_RECORD_MESSAGES,
  type TransferRecord,
  type TransferRecordList,
  type TransferRecordsParams,
} from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { canViewOwnHoldings, isRegisterStaff } from './policy.js';
import { mayViewCompanyRegister } from './register-access.js';
import * as repo from './transfer-records.repository.js';

/**
 * Share-transfer record selection (000 §5) and `holder/getHaveTradingData` (001 §7). Who may ask
 * (ADR 9's register policy): staff any company of the tenant; the enterprise its current company;
 * a member institution the companies it serves; an investor only its own (bound) accounts, in any
 * company. Missing keys are refused with the widget's own words; views are audited.
 */

/** 用户不存在 (000 §5, 000 §8): an unknown, closed or invisible holder account. */
export const USER_NOT_FOUND = '用户不存在';

const refusedField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { field }, { message });

function requireProductCode(params: { productCode?: string | undefined; appCode?: string | undefined }) {
  if (params.productCode === undefined)
    throw refusedField('productCode', productCodeRequiredMessage(params.appCode));
  return params.productCode;
}

async function requireCompany(tx: Tx, tenantId: string, productCode: string, appCode?: string) {
  const company = await repo.findCompanyByCode(tx, tenantId, productCode);
  if (!company) {
    const what = appCode === FUND_TRANSFER_APP_ID ? '基金' : '产品代码';
    throw refusedField('productCode', `${what}不存在：${productCode}`);
  }
  return company;
}

type Access = { kind: 'staff' } | { kind: 'register' } | { kind: 'own'; accountId: string };

/** How the caller may see the holdings of one company, or 403. */
async function accessTo(tx: Tx, user: AuthUser, companyId: string): Promise<Access> {
  if (isRegisterStaff(user)) return { kind: 'staff' };
  if (canViewOwnHoldings(user)) return { kind: 'own', accountId: user.accountId };
  if (await mayViewCompanyRegister(tx, user, companyId)) return { kind: 'register' };
  throw new AppError('FORBIDDEN');
}

const boundTo = (access: Access) => (access.kind === 'own' ? access.accountId : undefined);

function toRecord(row: repo.TransferRecordRow): TransferRecord {
  const held = BigInt(row.held);
  const encumbered = BigInt(row.pledged) + BigInt(row.frozen) + BigInt(row.locked);
  return {
    holderId: row.holderId,
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    userCode: row.userCode,
    organType: Number(row.organType),
    shareNature: row.shareNature,
    shareNatureName: row.shareNatureName ?? row.shareNature,
    held: row.held,
    available: (held - encumbered).toString(),
    pledged: row.pledged,
    frozen: row.frozen,
    locked: row.locked,
    comfirm: row.confirmed === null ? 1 : Number(row.confirmed),
    holderAccountStatus: Number(row.status),
  };
}

/** The transferable holdings of a user code's (or an account number's) accounts in one company. */
export async function listShareTransferRecords(options: {
  db: Database;
  user: AuthUser;
  params: TransferRecordsParams;
  audit: AuditContext;
}): Promise<TransferRecordList> {
  const { db, user, params } = options;
  if (params.userCode === undefined && params.accountNumber === undefined)
    throw refusedField('userCode', TRANSFER_RECORD_MESSAGES.userCodeRequired);
  const productCode = requireProductCode(params);
  const tenantId = user.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const company = await requireCompany(tx, tenantId, productCode, params.appCode);
    const access = await accessTo(tx, user, company.companyId);
    const key = { userCode: params.userCode, accountNumber: params.accountNumber, boundTo: boundTo(access) };
    const found = await repo.listTransferRecords(tx, { tenantId, companyId: company.companyId, key });
    if (found.length > 0)
      await writeAudit(tx, options.audit, {
        action: 'holder.lookup',
        targetType: 'company',
        targetId: company.companyId,
        detail: {
          call: 'holder/queryShareTransferRecords',
          keyKinds: [params.userCode && 'userCode', params.accountNumber && 'accountNumber']
            .filter(Boolean)
            .join(','),
          zone: user.landingMode,
          accounts: new Set(found.map((r) => r.holderId)).size,
          records: found.length,
        },
      });
    return {
      companyId: company.companyId,
      companyName: company.name,
      productCode,
      records: found.map(toRecord),
    };
  });
}

/**
 * Whether an account's available shares of the product (of one share nature when given) cover
 * changeVol. An account the caller may not see answers like an unknown one (用户不存在): staff see
 * the tenant's accounts, an investor its bound ones, an enterprise or member only accounts holding
 * shares of the company.
 */
export async function checkHaveTradingData(options: {
  db: Database;
  user: AuthUser;
  params: HaveTradingDataParams;
  audit: AuditContext;
}): Promise<HaveTradingData> {
  const { db, user, params } = options;
  const accountNumber = params.accountNumber;
  if (accountNumber === undefined)
    throw refusedField('accountNumber', TRANSFER_RECORD_MESSAGES.accountNumberRequired);
  const productCode = requireProductCode(params);
  if (params.changeVol === undefined)
    throw refusedField('changeVol', TRANSFER_RECORD_MESSAGES.changeVolInvalid);
  const changeVol = BigInt(params.changeVol);
  const tenantId = user.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const company = await requireCompany(tx, tenantId, productCode, params.appCode);
    const access = await accessTo(tx, user, company.companyId);
    const key = { accountNumber, boundTo: boundTo(access) };
    const records = await repo.listTransferRecords(tx, { tenantId, companyId: company.companyId, key });
    const account =
      access.kind === 'register' ? (records[0] ?? null) : await repo.findAccount(tx, { tenantId, key });
    const answer = { accountNumber, changeVol: changeVol.toString() };
    if (!account || Number(account.status) === 2)
      return {
        ...answer,
        haveTradingData: false,
        available: '0',
        holderAccountStatus: account ? 2 : null,
        message: USER_NOT_FOUND,
      };
    const available = records
      .filter((r) => params.shareNature === undefined || r.shareNature === params.shareNature)
      .map(toRecord)
      .reduce((sum, r) => sum + BigInt(r.available), 0n);
    const enough = available >= changeVol;
    await writeAudit(tx, options.audit, {
      action: 'holder.lookup',
      targetType: 'holder_account',
      targetId: account.holderId,
      detail: {
        call: 'holder/getHaveTradingData',
        companyId: company.companyId,
        zone: user.landingMode,
        haveTradingData: enough,
      },
    });
    return {
      ...answer,
      haveTradingData: enough,
      available: available.toString(),
      holderAccountStatus: Number(account.status),
      message: enough ? null : `可用股份不足：${account.holderName}可用${available}股，申请${changeVol}股`,
    };
  });
}
