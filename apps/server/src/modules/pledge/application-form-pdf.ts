import { PLEDGE_FIELD_LABELS, type PledgeFieldProp } from '@rer/domain';
import { streamVoucherDocument, type VoucherBlock } from '../vouchers/index.js';

const YES_NO: Record<string, string> = { '1': '是', '0': '否' };

/** Sections of 股权质押登记申请表 in the dialog's order (001 §2.3). */
const SECTIONS: readonly { title: string; props: readonly PledgeFieldProp[] }[] = [
  {
    title: '一、出质人信息',
    props: [
      'holderName',
      'securityAccountNo',
      'idNumber',
      'natureOfInvestor',
      'czrDelegate',
      'stateOwnedShareholder',
    ],
  },
  { title: '二、质权人信息', props: ['zqrName', 'zqrType', 'zqrCertType', 'zqrCertno', 'zqrDelegate'] },
  {
    title: '三、质押基本信息',
    props: [
      'unitName',
      'unitCode',
      'securityCode',
      'securityShorterForm',
      'natureOfShare',
      'pledgeShares',
      'directionalSecurityAccount',
      'allottedShare',
      'contractNum',
      'applyDate',
    ],
  },
  {
    title: '四、质押数据',
    props: [
      'waringLine',
      'liquidationLine',
      'financingDiretion',
      'financingAmount',
      'financingRate',
      'financingStartDate',
      'financingEndDate',
    ],
  },
];

const FLAG_PROPS = new Set<string>([
  'czrDelegate',
  'stateOwnedShareholder',
  'directionalSecurityAccount',
  'zqrDelegate',
  'allottedShare',
]);

export interface ApplicationFormInput {
  marketName: string;
  bizSn: string;
  row: Record<string, unknown>;
  /** Dictionary names of the coded fields (natureOfShare, zqrType …), key when unknown. */
  nameOf: (prop: string, key: string) => string;
  generatedAt: string;
}

function shownValue(input: ApplicationFormInput, prop: string): string {
  const raw = input.row[prop];
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  if (FLAG_PROPS.has(prop)) return YES_NO[text] ?? text;
  return text === '' ? '—' : input.nameOf(prop, text);
}

/**
 * 股权质押登记申请表 as a PDF (embedded Noto Sans SC): the declared pledge by section, the
 * pledgee's mobile left out (personal data; ADR 71), then the signature lines of
 * pledgor and pledgee.
 */
export function streamPledgeApplicationForm(input: ApplicationFormInput) {
  const blocks: VoucherBlock[] = SECTIONS.flatMap((s) => [
    { kind: 'heading' as const, text: s.title },
    {
      kind: 'fields' as const,
      rows: s.props.map((p) => [PLEDGE_FIELD_LABELS[p], shownValue(input, p)] as const),
    },
  ]);
  blocks.push(
    {
      kind: 'text',
      text: '出质人、质权人保证所填内容及所附材料真实、准确、完整，并申请办理上述股权质押登记。',
    },
    { kind: 'signatures', lines: ['出质人（签章）：', '质权人（签章）：', '日期：'] },
  );
  return streamVoucherDocument({
    title: '股权质押登记申请表',
    subtitle: `${input.marketName}　业务编号：${input.bizSn}　生成时间：${input.generatedAt}`,
    runningHeader: `股权质押登记申请表　${input.bizSn}`,
    author: input.marketName,
    blocks,
  });
}
