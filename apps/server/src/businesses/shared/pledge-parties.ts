import { findBoundHolder } from '../../modules/identity/index.js';
import { findBusinessCompany, findHoldersByAccountNumber } from '../../modules/share-register/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { formText } from './register-changes.js';

/**
 * Who a pledge or a pledge release is about (550063, 550061; ADR 71): the company whose shares
 * are pledged and the pledgor's holder account. An enterprise files for its own register (the
 * application's company); an investor files for its own account, naming the company in the form
 * (its application has no company); staff file for any company they name.
 */
export interface Pledgor {
  companyId: string;
  holderId: string;
  holderName: string;
  accountNumber: string;
  /** Holder account status (1 open, 3 frozen; ADR 67). */
  status: number;
}

export interface PledgorInput {
  tenantId: string;
  /** The application's company (org zone and staff), null for an investor's application. */
  companyId: string | null;
  applicantId: string;
  applicantZone: string;
  isStaff: boolean;
}

export const pledgeRefused = (message: string, data: unknown = null) =>
  new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message, data });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function companyOf(tx: Tx, input: PledgorInput, named: string): Promise<string> {
  if (input.companyId !== null && named !== '' && named !== input.companyId)
    throw pledgeRefused('质押股份所属企业须为当前企业');
  const companyId = input.companyId ?? named;
  if (!UUID.test(companyId)) throw pledgeRefused('请选择质押股份所属企业');
  if (!(await findBusinessCompany(tx, input.tenantId, companyId)))
    throw pledgeRefused(`企业不存在：${companyId}`);
  return companyId;
}

/** The company and the pledgor's account, checked: open, named as the register names it, the investor's own. */
export async function resolvePledgor(
  tx: Tx,
  input: PledgorInput,
  form: { companyId?: unknown; securityAccountNo?: unknown; holderName?: unknown },
): Promise<Pledgor> {
  const companyId = await companyOf(tx, input, formText(form.companyId));
  const accountNumber = formText(form.securityAccountNo);
  const holderName = formText(form.holderName);
  const holder = (await findHoldersByAccountNumber(tx, input.tenantId, [accountNumber])).get(accountNumber);
  if (!holder || holder.status === 2) throw pledgeRefused(`登记账号不存在或已销户：${accountNumber}`);
  if (holder.holderName !== holderName)
    throw pledgeRefused(`登记账号${accountNumber}与出质人名称“${holderName}”不一致`);
  const ownAccountOnly = !input.isStaff && input.applicantZone !== 'org';
  if (ownAccountOnly && !(await findBoundHolder(tx, { accountId: input.applicantId, holderId: holder.uuid })))
    throw pledgeRefused('只能办理本人登记账户所持股份的质押业务');
  return { companyId, holderId: holder.uuid, holderName, accountNumber, status: holder.status };
}
