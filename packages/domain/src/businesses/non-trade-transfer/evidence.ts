import { TRANSFER_REASONS } from '../../register/types.js';

/**
 * The reasons 550066 takes and the evidence each needs (ADR 74, after what China's depositories
 * and regional equity centres ask for a 非交易过户): one upload field per reason, one file per
 * required slot, plus an optional 其他补充材料 row. The form shows the field of the chosen reason
 * only; the server's check reads this list, so a form edited to drop a slot still cannot file
 * a transfer without it.
 */
export interface EvidenceSlot {
  prop: string;
  label: string;
  required: boolean;
}

export interface NonTradeReason {
  /** The transferType dictionary key (the register's TRANSFER_REASONS). */
  transferType: string;
  name: string;
  /** The form's upload field of this reason. */
  field: string;
  slots: readonly EvidenceSlot[];
}

const slot = (prop: string, label: string, required = true): EvidenceSlot => ({ prop, label, required });

export const NON_TRADE_TRANSFER_REASONS: readonly NonTradeReason[] = [
  {
    transferType: TRANSFER_REASONS.inheritance,
    name: '继承',
    field: 'inheritanceEvidence',
    slots: [
      slot('inheritanceDocument', '继承公证书或生效的法律文书'),
      slot('deathCertificate', '被继承人死亡证明'),
      slot('heirIdentity', '继承人身份证明'),
    ],
  },
  {
    transferType: TRANSFER_REASONS.gift,
    name: '赠与',
    field: 'giftEvidence',
    slots: [slot('giftContract', '经公证的赠与合同'), slot('doneeIdentity', '受赠人身份证明')],
  },
  {
    transferType: TRANSFER_REASONS.courtEnforcement,
    name: '司法强制执行',
    field: 'courtEvidence',
    slots: [
      slot('assistanceNotice', '协助执行通知书'),
      slot('courtRuling', '生效的裁定书或判决书'),
      slot('officerCredentials', '执行人员工作证及执行公务证'),
    ],
  },
  {
    transferType: TRANSFER_REASONS.administrativeAllocation,
    name: '行政划拨',
    field: 'allocationEvidence',
    slots: [
      slot('allocationApproval', '有权部门的划拨批准文件'),
      slot('allocationAgreement', '划出方与划入方的划拨协议', false),
    ],
  },
  {
    transferType: TRANSFER_REASONS.divorceDivision,
    name: '离婚财产分割',
    field: 'divisionEvidence',
    slots: [
      slot('divisionDocument', '经公证的财产分割协议或法院判决书、调解书'),
      slot('divorceProof', '离婚证或生效的离婚判决书'),
    ],
  },
];

export function nonTradeReasonOf(transferType: unknown): NonTradeReason | null {
  return NON_TRADE_TRANSFER_REASONS.find((r) => r.transferType === transferType) ?? null;
}

/** What is wrong with a 550066 form's reason and evidence, naming the field; null when nothing. */
export interface EvidenceProblem {
  field: string;
  message: string;
}

const hasFiles = (value: unknown) => Array.isArray(value) && value.length > 0;

export function nonTradeEvidenceProblem(form: Record<string, unknown>): EvidenceProblem | null {
  const reason = nonTradeReasonOf(form.transferType);
  if (!reason)
    return {
      field: 'transferType',
      message: `过户原因须为${NON_TRADE_TRANSFER_REASONS.map((r) => r.name).join('、')}之一`,
    };
  const given = form[reason.field];
  const files = given !== null && typeof given === 'object' ? (given as Record<string, unknown>) : {};
  const missing = reason.slots.find((s) => s.required && !hasFiles(files[s.prop]));
  return missing
    ? { field: `${reason.field}.${missing.prop}`, message: `${reason.name}过户须上传${missing.label}` }
    : null;
}
