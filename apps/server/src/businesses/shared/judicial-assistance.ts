import {
  availableOf,
  courtBasisOf,
  FROZEN_METHODS,
  JUDICIAL_LABELS,
  type JudicialField,
  type JudicialRefs,
  type JudicialRow,
  judicialEventOf,
  judicialRowsOf,
  renewalProblem,
} from '@rer/domain';
import {
  findBusinessCompany,
  findCompanyByCode,
  findCourtFreezes,
  findHoldersByAccountNumber,
  findHoldingOf,
  type RegisterEventInput,
  recordRegisterEvent,
} from '../../modules/share-register/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Executor, Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';

/**
 * Judicial assistance (ADR 73): 550060 司法冻结登记 and 550300 解除冻结登记 share this check and
 * effect. Register staff file the court's declaration (the form's `freezeInfo`, checked by the
 * domain's `checkJudicialDeclaration` in the form validator); here the rows meet the register:
 * one company by its security code, open holder accounts under the names given, the freeze a
 * renewal, release or seizure names by the original document number, enough shares. The
 * completion records one register event per row in the approving transaction, each with the court
 * and its document as legal basis; the register's rules check every one again under its lock.
 */
export const DECLARATION_PROP = 'freezeInfo';
export const STAFF_ONLY = '司法协助须由登记机构工作人员依据法院文书在管理端办理';

const at = (index: number, field: JudicialField | '') =>
  field === '' ? '' : `第${index + 1}行【${JUDICIAL_LABELS[field]}】`;
const refuse = (index: number, field: JudicialField, message: string) =>
  validationError(at(index, field), message);

interface Resolved {
  companyId: string;
  holders: Map<string, { uuid: string; holderName: string; status: number }>;
}

/** The one company of the declaration and its holder accounts, each checked against its name. */
async function resolveParties(tx: Executor, tenantId: string, rows: JudicialRow[]): Promise<Resolved> {
  const code = rows[0]?.securityCode ?? '';
  const other = rows.findIndex((r) => r.securityCode !== code);
  if (other >= 0) throw refuse(other, 'securityCode', '同一申请只能申报一家企业的股份');
  const company = await findCompanyByCode(tx, tenantId, code);
  if (!company) throw refuse(0, 'securityCode', `证券代码不存在：${code}`);
  const numbers = rows.flatMap((r) =>
    r.toAccountNumber ? [r.accountNumber, r.toAccountNumber] : [r.accountNumber],
  );
  const holders = await findHoldersByAccountNumber(tx, tenantId, [...new Set(numbers)]);
  rows.forEach((row, i) => {
    const pairs: [JudicialField, JudicialField, string, string][] = [
      ['securityAccountNo', 'holderName', row.accountNumber, row.holderName],
    ];
    if (row.method === 'seizure')
      pairs.push(['toAccountNumber', 'toHolderName', row.toAccountNumber, row.toHolderName]);
    for (const [numberField, nameField, number, name] of pairs) {
      const holder = holders.get(number);
      if (!holder || holder.status === 2) throw refuse(i, numberField, `登记账号不存在或已销户：${number}`);
      if (holder.holderName !== name)
        throw refuse(i, nameField, `登记账号${number}与股东名称“${name}”不一致`);
    }
  });
  return { companyId: company.uuid, holders };
}

/** The freeze a later order names (renewal, release, seizure), checked against what it asks. */
async function namedFreeze(tx: Executor, companyId: string, holderId: string, row: JudicialRow, i: number) {
  const [found] = await findCourtFreezes(tx, {
    companyId,
    holderId,
    shareNature: row.shareNature,
    documentNo: row.originalDocumentNo,
  });
  if (!found) throw refuse(i, 'originalDocumentNo', `该股份无此文书的冻结记录：${row.originalDocumentNo}`);
  if (row.method === 'renewal') {
    const problem = renewalProblem(found.endsOn, row.endsOn);
    if (problem) throw refuse(i, 'endsOn', problem);
  }
  if (row.method === 'seizure' && found.status !== 'active')
    throw refuse(i, 'originalDocumentNo', '轮候冻结尚未生效，不能扣划');
  if (row.quantity !== null && row.quantity > found.quantity)
    throw refuse(i, 'frozen', `冻结股份不足：尚余冻结${found.quantity}股，申请${row.quantity}股`);
  return found.seq;
}

/** A new freeze or queued freeze, against the holding as it is. */
async function checkNewFreeze(
  tx: Executor,
  companyId: string,
  holderId: string,
  row: JudicialRow,
  i: number,
) {
  const holding = await findHoldingOf(tx, companyId, holderId, row.shareNature);
  const quantity = row.quantity ?? 0n;
  if (row.method === 'freeze') {
    const available = holding ? availableOf(holding) : 0n;
    if (quantity > available)
      throw refuse(i, 'frozen', `可用股份不足：可用${available}股，申请冻结${quantity}股`);
    return;
  }
  if (!holding || holding.frozen === 0n)
    throw refuse(i, 'frozenMethod', '该股份无有效的司法冻结，应办理司法冻结而非轮候冻结');
  if (quantity > holding.held)
    throw refuse(i, 'frozen', `持有股份不足：持有${holding.held}股，申请轮候冻结${quantity}股`);
}

/** What a row names in the register: its holder, the freeze it acts on, the receiving holder. */
async function refsOf(tx: Executor, parties: Resolved, row: JudicialRow, i: number): Promise<JudicialRefs> {
  const holderId = parties.holders.get(row.accountNumber)!.uuid;
  if (row.method === 'freeze' || row.method === 'queued') {
    await checkNewFreeze(tx, parties.companyId, holderId, row, i);
    return { holderId };
  }
  const encumbranceSeq = await namedFreeze(tx, parties.companyId, holderId, row, i);
  const toHolderId = row.method === 'seizure' ? parties.holders.get(row.toAccountNumber)!.uuid : undefined;
  return { holderId, encumbranceSeq, toHolderId };
}

async function checkDeclaration(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  if (!input.isStaff) throw validationError('申请人', STAFF_ONLY);
  const rows = judicialRowsOf(input.form[DECLARATION_PROP]);
  const parties = await resolveParties(tx, input.tenantId, rows);
  // Filed through the API for a named company, it must be the declaration's own.
  if (input.companyId !== null && input.companyId !== parties.companyId) {
    const named = await findBusinessCompany(tx, input.tenantId, input.companyId);
    throw refuse(0, 'securityCode', `证券代码与申请的企业${named?.name ?? input.companyId}不符`);
  }
  for (const [i, row] of rows.entries()) await refsOf(tx, parties, row, i);
  return { confirmation: null };
}

/** The completion: one register event per row, in the declaration's order, basis the court order. */
async function recordDeclaration(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const rows = judicialRowsOf(input.form[DECLARATION_PROP]);
  const parties = await resolveParties(tx, input.tenantId, rows);
  for (const [i, row] of rows.entries()) {
    // Resolved row by row: a later row may name the freeze an earlier one of this order made.
    const refs = await refsOf(tx, parties, row, i);
    const event = {
      ...judicialEventOf(row, refs),
      basis: courtBasisOf(row),
      bizSn: input.bizSn,
    } as RegisterEventInput;
    await recordRegisterEvent({
      tx,
      tenantId: input.tenantId,
      companyId: parties.companyId,
      event,
      actor: input.actor,
      clock: input.clock,
    });
  }
}

const METHOD_NAMES: Record<string, string> = {
  [FROZEN_METHODS.freeze]: '司法冻结',
  [FROZEN_METHODS.queued]: '轮候冻结',
  [FROZEN_METHODS.renewal]: '续行冻结',
  [FROZEN_METHODS.unfreeze]: '解除冻结',
  [FROZEN_METHODS.seizure]: '扣划',
};

/** The workflow side of 550060 / 550300: staff check at submit, the register events at completion. */
export function judicialWorkflow(appId: string, effect: string): WorkflowBusiness {
  return {
    appId,
    preSubmitCheck: checkDeclaration,
    completionEffect: {
      name: effect,
      // Filed by staff without a company: the effect records on the company the declaration names.
      subject: 'applicant',
      run: recordDeclaration,
    },
    voucherRows: (form) =>
      judicialRowsOf(form[DECLARATION_PROP]).map((row, i) => ({
        label: `第${i + 1}行`,
        value: [
          METHOD_NAMES[FROZEN_METHODS[row.method]],
          `${row.holderName}（${row.accountNumber}）`,
          row.quantity === null ? `截止${row.endsOn}` : `${row.quantity}股`,
          `${row.court} ${row.documentNo}`,
        ].join('，'),
      })),
  };
}
