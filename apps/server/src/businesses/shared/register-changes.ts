import {
  availableOf,
  type LegalBasis,
  listedCounterMessage,
  needsRightsConfirmation,
  RIGHTS_UNCONFIRMED_TEXT,
  shortageMessage,
  TRANSFER_REASONS,
  type TransferReason,
  unconfirmedShareholdersMessage,
} from '@rer/domain';
import {
  countUnconfirmedHolders,
  findBusinessCompany,
  findHoldersByAccountNumber,
  findHoldingOf,
  frozenTransferMessage,
  isOwnTransfer,
  type RegisterEventInput,
  recordRegisterEvent,
} from '../../modules/share-register/index.js';
import type {
  CompletionInput,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';

/**
 * What the businesses that change the share register share (issue 6: 550002 issue, 550003
 * cancellation, 550004 transfer; ADR 38): each gives the register movements its form asks for,
 * and gets the check at submit and resubmit (company, listed enterprise, accounts, 确权,
 * available shares) and the completion effect that records them in the register, in the
 * transaction of the last approval, where the register's own rules check again.
 */
export interface Movement {
  kind: 'issue' | 'cancellation' | 'transfer';
  accountNumber: string;
  holderName: string;
  shareNature: string;
  quantity: bigint;
  toAccountNumber?: string;
  toHolderName?: string;
  /** 受让后股份性质: the nature the transferee holds the shares by; absent, the same. */
  toShareNature?: string | undefined;
  transferType?: string;
}

export const formText = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const NOTHING_HELD = { held: 0n, pledged: 0n, frozen: 0n, locked: 0n };
const refused = (message: string, data: unknown = null) =>
  new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message, data });

/** The register movements a validated form asks for (each business's own reading of its form). */
export type MovementsOf = (form: Record<string, unknown>) => Movement[];

/** Account numbers → open holder accounts, each checked against the name the form gives. */
async function resolveHolders(tx: Tx, tenantId: string, movements: Movement[]): Promise<Map<string, string>> {
  const named = movements.flatMap((m) => [
    [m.accountNumber, m.holderName] as const,
    ...(m.toAccountNumber ? [[m.toAccountNumber, m.toHolderName ?? ''] as const] : []),
  ]);
  const found = await findHoldersByAccountNumber(tx, tenantId, [...new Set(named.map(([n]) => n))]);
  const ids = new Map<string, string>();
  for (const [accountNumber, name] of named) {
    const holder = found.get(accountNumber);
    if (!holder || holder.status === 2) throw refused(`登记账号不存在或已销户：${accountNumber}`);
    if (holder.holderName !== name) throw refused(`登记账号${accountNumber}与股东名称“${name}”不一致`);
    ids.set(accountNumber, holder.uuid);
  }
  const transfer = movements.find((m) => m.kind === 'transfer');
  if (transfer && transfer.accountNumber === transfer.toAccountNumber)
    throw refused('转让方与受让方不能为同一登记账号');
  // A frozen account (ADR 67) receives shares but cannot transfer out by its own act; said at submit
  // rather than after both reviews (the register refuses it again at completion).
  if (
    transfer &&
    isOwnTransfer(reasonOf(transfer.transferType)) &&
    found.get(transfer.accountNumber)?.status === 3
  )
    throw refused(frozenTransferMessage(transfer.accountNumber), { code: 'HOLDER_ACCOUNT_FROZEN' });
  return ids;
}

/**
 * Checks at submit and resubmit. Listed enterprises handle these businesses at the counter
 * (002 §4, §6: refused outside the management side); unconfirmed shareholders refuse other
 * zones with N条股东信息未确权… and make the management side confirm first (000 §4); a transfer
 * or decrease larger than the available shares is refused.
 */
async function checkRegisterChange(
  tx: Tx,
  options: PreSubmitCheckInput,
  movementsOf: MovementsOf,
): Promise<PreSubmitCheckResult> {
  const { tenantId, appId, companyId } = options;
  if (!companyId) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const company = await findBusinessCompany(tx, tenantId, companyId);
  if (!company) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const counter = listedCounterMessage(appId);
  if (company.isListing && counter && !options.isStaff) throw refused(counter, { isListing: 1 });
  const movements = movementsOf(options.form);
  const holders = await resolveHolders(tx, tenantId, movements);
  let confirmation: string | null = null;
  if (needsRightsConfirmation(appId, movements[0]?.transferType)) {
    const checked = [...new Set(movements.map((m) => holders.get(m.accountNumber)!))];
    const unconfirmed = await countUnconfirmedHolders(tx, companyId, checked);
    if (unconfirmed > 0) {
      const message = unconfirmedShareholdersMessage(unconfirmed);
      if (!options.isStaff || !options.confirmUnconfirmed)
        throw refused(message, { unconfirmed, canContinue: options.isStaff });
      confirmation = RIGHTS_UNCONFIRMED_TEXT;
    }
  }
  const outgoing = new Map<
    string,
    { name: string; quantity: bigint; shareNature: string; holderId: string }
  >();
  for (const m of movements.filter((x) => x.kind !== 'issue')) {
    const holderId = holders.get(m.accountNumber)!;
    const key = `${holderId}/${m.shareNature}`;
    const sum = (outgoing.get(key)?.quantity ?? 0n) + m.quantity;
    outgoing.set(key, { name: m.holderName, quantity: sum, shareNature: m.shareNature, holderId });
  }
  for (const o of outgoing.values()) {
    const holding = await findHoldingOf(tx, companyId, o.holderId, o.shareNature);
    const available = holding ? availableOf(holding) : 0n;
    // The message names what is pledged, frozen or locked and the shortage (ADR 71).
    if (available < o.quantity)
      throw refused(shortageMessage(holding ?? NOTHING_HELD, o.quantity, o.name), {
        available: available.toString(),
      });
  }
  return { confirmation };
}

const reasonOf = (transferType: string | undefined): TransferReason =>
  ((Object.entries(TRANSFER_REASONS) as [TransferReason, string][]).find(
    ([, key]) => key === transferType,
  )?.[0] ?? 'other') as TransferReason;

/**
 * The completion effect: the register events of the application, recorded through the share
 * register's use-case in the caller's transaction (the register checks available shares again).
 */
async function recordRegisterChange(
  tx: Tx,
  options: CompletionInput,
  movementsOf: MovementsOf,
  basisOf: BasisOf | undefined,
): Promise<void> {
  const movements = movementsOf(options.form);
  const holders = await resolveHolders(tx, options.tenantId, movements);
  const basis = basisOf?.(options.form) ?? { kind: 'application' as const, reference: options.bizSn };
  for (const m of movements) {
    const holderId = holders.get(m.accountNumber)!;
    const body =
      m.kind === 'transfer'
        ? {
            type: 'transfer' as const,
            holderId,
            shareNature: m.shareNature,
            quantity: m.quantity,
            toHolderId: holders.get(m.toAccountNumber!)!,
            ...(m.toShareNature === undefined ? {} : { toShareNature: m.toShareNature }),
            reason: reasonOf(m.transferType),
          }
        : { type: m.kind, holderId, shareNature: m.shareNature, quantity: m.quantity };
    const event = {
      ...body,
      basis,
      bizSn: options.bizSn,
    } as RegisterEventInput;
    await recordRegisterEvent({
      tx,
      tenantId: options.tenantId,
      companyId: options.companyId,
      event,
      actor: options.actor,
      clock: options.clock,
    });
  }
}

/**
 * The legal basis a form names for its events (a court's document for a court-ordered transfer),
 * or null for the default: the application itself, by its business number.
 */
export type BasisOf = (form: Record<string, unknown>) => LegalBasis | null;

/** The workflow side of a register-changing business: its check, its effect, its voucher rows. */
export function registerChangeBusiness(options: {
  appId: string;
  effect: string;
  movementsOf: MovementsOf;
  basisOf?: BasisOf;
  voucherRows?: WorkflowBusiness['voucherRows'];
}): WorkflowBusiness {
  return {
    appId: options.appId,
    preSubmitCheck: (tx, input) => checkRegisterChange(tx, input, options.movementsOf),
    completionEffect: {
      name: options.effect,
      run: (tx: Tx, input: CompletionInput) =>
        recordRegisterChange(tx, input, options.movementsOf, options.basisOf),
    },
    ...(options.voucherRows ? { voucherRows: options.voucherRows } : {}),
  };
}

/**
 * The one transfer of a transfer form (550004, 550066: the same field names): transferor,
 * transferee, nature (and the receiving nature), quantity and the transfer type as its reason.
 */
export function formTransferMovements(form: Record<string, unknown>): Movement[] {
  return [
    {
      kind: 'transfer',
      accountNumber: formText(form.transferorAccountNumber),
      holderName: formText(form.transferorName),
      toAccountNumber: formText(form.transfereeAccountNumber),
      toHolderName: formText(form.transfereeName),
      shareNature: formText(form.shareNature),
      toShareNature: formText(form.transfereeShareNature) || undefined,
      quantity: BigInt(formText(form.quantity)),
      transferType: formText(form.transferType),
    },
  ];
}

/** The movements of a form's table of holders (增加/减少明细): one per row. */
export function listMovements(
  form: Record<string, unknown>,
  listKey: string,
  kind: 'issue' | 'cancellation',
): Movement[] {
  const list = (form[listKey] ?? []) as Record<string, unknown>[];
  return list.map((row) => ({
    kind,
    accountNumber: formText(row.accountNumber),
    holderName: formText(row.holderName),
    shareNature: formText(row.shareNature),
    quantity: BigInt(formText(row.quantity)),
  }));
}
