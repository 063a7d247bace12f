import {
  availableOf,
  listedCounterMessage,
  needsRightsConfirmation,
  REGISTER_BUSINESS_APP_IDS,
  RIGHTS_UNCONFIRMED_TEXT,
  SHARE_DECREASE_APP_ID,
  SHARE_INCREASE_APP_ID,
  TRANSFER_REASONS,
  type TransferReason,
  unconfirmedShareholdersMessage,
} from '@rer/domain';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  countUnconfirmedHolders,
  findBusinessCompany,
  findHoldersByAccountNumber,
  findHoldingOf,
  type RegisterEventInput,
  recordRegisterEvent,
} from '../share-register/index.js';

/**
 * The first register-changing businesses (issue 6): share increase 550002 (issue), decrease
 * 550003 (cancellation) and transfer 550004. Checked at submit and resubmit (company, listed
 * enterprise, accounts, 确权, available shares) and recorded in the register by the completion
 * effect, in the transaction of the last approval, where the register's own rules check again.
 */
export function isRegisterBusiness(appId: string): boolean {
  return REGISTER_BUSINESS_APP_IDS.includes(appId);
}

interface Movement {
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

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const refused = (message: string, data: unknown = null) =>
  new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message, data });

/** The register movements a validated form asks for. */
function movementsOf(appId: string, form: Record<string, unknown>): Movement[] {
  if (appId === SHARE_INCREASE_APP_ID || appId === SHARE_DECREASE_APP_ID) {
    const list = (form[appId === SHARE_INCREASE_APP_ID ? 'increaseList' : 'decreaseList'] ?? []) as Record<
      string,
      unknown
    >[];
    return list.map((row) => ({
      kind: appId === SHARE_INCREASE_APP_ID ? 'issue' : 'cancellation',
      accountNumber: text(row.accountNumber),
      holderName: text(row.holderName),
      shareNature: text(row.shareNature),
      quantity: BigInt(text(row.quantity)),
    }));
  }
  return [
    {
      kind: 'transfer',
      accountNumber: text(form.transferorAccountNumber),
      holderName: text(form.transferorName),
      toAccountNumber: text(form.transfereeAccountNumber),
      toHolderName: text(form.transfereeName),
      shareNature: text(form.shareNature),
      toShareNature: text(form.transfereeShareNature) || undefined,
      quantity: BigInt(text(form.quantity)),
      transferType: text(form.transferType),
    },
  ];
}

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
  return ids;
}

export interface SubmitCheck {
  /** 确认意见 to record: the management side continued with unconfirmed shareholders. */
  confirmation: string | null;
}

/**
 * Checks at submit and resubmit. Listed enterprises handle these businesses at the counter
 * (002 §4, §6: refused outside the management side); unconfirmed shareholders refuse other
 * zones with N条股东信息未确权… and make the management side confirm first (000 §4); a transfer
 * or decrease larger than the available shares is refused.
 */
export async function checkRegisterBusiness(
  tx: Tx,
  options: {
    tenantId: string;
    appId: string;
    companyId: string;
    form: Record<string, unknown>;
    isStaff: boolean;
    confirmUnconfirmed: boolean;
  },
): Promise<SubmitCheck> {
  const { tenantId, appId, companyId } = options;
  const company = await findBusinessCompany(tx, tenantId, companyId);
  if (!company) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const counter = listedCounterMessage(appId);
  if (company.isListing && counter && !options.isStaff) throw refused(counter, { isListing: 1 });
  const movements = movementsOf(appId, options.form);
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
    if (available < o.quantity)
      throw refused(`可用股份不足：${o.name}可用${available}股，申请${o.quantity}股`, {
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
export async function recordRegisterBusiness(
  tx: Tx,
  options: {
    tenantId: string;
    appId: string;
    bizSn: string;
    companyId: string;
    form: Record<string, unknown>;
    /** Read by the register under its company lock: the events take effect when recorded (ADR 28). */
    clock: Clock;
    actor: { actorId: string; actorName: string; ip: string | null; requestId: string | null };
  },
): Promise<number> {
  const movements = movementsOf(options.appId, options.form);
  const holders = await resolveHolders(tx, options.tenantId, movements);
  const basis = { kind: 'application' as const, reference: options.bizSn };
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
  return movements.length;
}
