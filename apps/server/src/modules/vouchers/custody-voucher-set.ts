import {
  agreement,
  applicationFields,
  attorney,
  type CustodyVoucherTemplate,
  companyFields,
  holderTable,
  seal,
} from './custody-voucher-blocks.js';
import { type CustodyVoucherFacts, custodyCompanyKind } from './custody-voucher-facts.js';
import type { VoucherDocument } from './custody-voucher-pdf.js';

export type { CustodyVoucherTemplate } from './custody-voucher-blocks.js';
export {
  type CustodyCompanyKind,
  type CustodyHolderFact,
  type CustodyVoucherFacts,
  custodyCompanyKind,
} from './custody-voucher-facts.js';

/**
 * The twelve vouchers of 550001 企业登记托管 (001 §3.6, ADR 51): six for a joint-stock company
 * (股份有限公司, companyType 2), six for a limited company (有限责任公司, companyType 1; a limited
 * partnership, 3, gets the limited set: its interests are 财产份额, not shares). Each is a template
 * of blocks filled from the application's facts; `application.ext5` maps the code to the attachId.
 */
/** The twelve templates, joint-stock first, in the order the voucher table lists them. */
export const CUSTODY_VOUCHERS: readonly CustodyVoucherTemplate[] = [
  {
    code: 'gfRegistrationForm',
    kind: 'jointStock',
    title: '股份有限公司股份初始登记申请表',
    blocks: (f) => [
      { kind: 'heading', text: '一、企业信息' },
      companyFields(f),
      { kind: 'heading', text: '二、申请登记事项' },
      applicationFields(f),
      {
        kind: 'text',
        text: `本公司申请将全部已发行股份在${f.marketName}办理初始登记，并保证所提交的股东名册及申请材料真实、准确、完整。`,
      },
      seal(f),
    ],
  },
  {
    code: 'gfCustodyAgreement',
    kind: 'jointStock',
    title: '股份登记托管服务协议',
    blocks: (f) => agreement(f, '股份'),
  },
  {
    code: 'gfShareholderRegister',
    kind: 'jointStock',
    title: '股东名册',
    blocks: (f) => [
      {
        kind: 'text',
        text: `公司名称：${f.company.name}　统一社会信用代码：${f.company.creditCode}　截至${f.date}`,
      },
      holderTable(f, false),
      seal(f, '公司（盖章）'),
    ],
  },
  {
    code: 'gfBasicInfoForm',
    kind: 'jointStock',
    title: '企业基本信息表',
    blocks: (f) => [companyFields(f), applicationFields(f), seal(f, '填报单位（盖章）')],
  },
  attorney('gfPowerOfAttorney', 'jointStock'),
  {
    code: 'gfRestrictionApplication',
    kind: 'jointStock',
    title: '股份限售申请书',
    blocks: (f) => [
      {
        kind: 'text',
        text: `${f.marketName}：根据公司章程及相关约定，本公司申请对下列股东持有的股份办理限售登记，限售期间相应股份不得转让。`,
      },
      {
        kind: 'table',
        columns: [
          { header: '股东名称', weight: 4 },
          { header: '证件号码', weight: 4 },
          { header: '限售数量（股）', weight: 3, align: 'right' },
          { header: '限售截止日', weight: 3 },
        ],
        rows: f.restrictions.map((r) => [r.holderName, r.certificateNo, r.quantity, r.endsOn]),
      },
      seal(f),
    ],
  },
  {
    code: 'yxCustodyAgreement',
    kind: 'limited',
    title: '股权托管服务协议',
    blocks: (f) => agreement(f, '股权'),
  },
  {
    code: 'yxHolderSupplementRegister',
    kind: 'limited',
    title: '股东补充信息登记表',
    blocks: (f) => [
      { kind: 'text', text: `公司名称：${f.company.name}　统一社会信用代码：${f.company.creditCode}` },
      holderTable(f, true),
      seal(f, '公司（盖章）'),
    ],
  },
  {
    code: 'yxShareholdersResolution',
    kind: 'limited',
    title: '股东会决议',
    blocks: (f) => [
      {
        kind: 'text',
        text: `${f.company.name}股东会于${f.date}召开，应到股东${f.holderCount}名，会议的召集、召开程序符合《中华人民共和国公司法》及公司章程的规定。经审议，会议形成决议如下：`,
      },
      { kind: 'text', text: `一、同意将本公司全体股东持有的股权在${f.marketName}办理登记托管；` },
      { kind: 'text', text: '二、同意授权公司经办人办理股权登记托管的申请、签署及材料提交等相关事宜；' },
      { kind: 'text', text: '三、全体股东承诺所提供的股东及出资信息真实、准确、完整。' },
      {
        kind: 'table',
        columns: [
          { header: '股东名称', weight: 4 },
          { header: '认缴出资额（万元）', weight: 3, align: 'right' },
          { header: '实缴出资额（万元）', weight: 3, align: 'right' },
          { header: '出资日期', weight: 3 },
        ],
        rows: f.contributions.map((c) => [c.holderName, c.subscribed, c.paid, c.paidDate]),
      },
      { kind: 'signatures', lines: ['全体股东（签字或盖章）：', `日期：${f.date}`] },
    ],
  },
  {
    code: 'yxFilingMaterials',
    kind: 'limited',
    title: '股权托管备案材料',
    blocks: (f) => [
      companyFields(f),
      { kind: 'heading', text: '备案材料清单' },
      {
        kind: 'table',
        columns: [
          { header: '序号', weight: 1, align: 'right' },
          { header: '材料名称', weight: 8 },
          { header: '份数', weight: 2, align: 'right' },
        ],
        rows: [
          ['1', '营业执照副本复印件（加盖公章）', '1'],
          ['2', '公司章程（加盖公章）', '1'],
          ['3', '股东会决议', '1'],
          ['4', '股东补充信息登记表', '1'],
          ['5', '法定代表人及经办人身份证件复印件', '1'],
          ['6', '授权委托书', '1'],
        ],
      },
      seal(f, '备案单位（盖章）'),
    ],
  },
  attorney('yxPowerOfAttorney', 'limited'),
  {
    code: 'yxEquityApplicationForm',
    kind: 'limited',
    title: '股权登记托管申请表',
    blocks: (f) => [
      { kind: 'heading', text: '一、企业信息' },
      companyFields(f),
      { kind: 'heading', text: '二、申请托管事项' },
      applicationFields(f),
      {
        kind: 'text',
        text: `本公司申请将全体股东持有的股权在${f.marketName}办理登记托管，并保证所提交的股东信息及申请材料真实、准确、完整。`,
      },
      seal(f),
    ],
  },
];

/** The six templates of a company of that type. */
export function custodyVouchersFor(companyType: unknown): CustodyVoucherTemplate[] {
  const kind = custodyCompanyKind(companyType);
  return CUSTODY_VOUCHERS.filter((v) => v.kind === kind);
}

/** The voucher document of a template (title, subtitle, running header, blocks). */
export function custodyVoucherDocument(
  template: CustodyVoucherTemplate,
  facts: CustodyVoucherFacts,
): VoucherDocument {
  return {
    title: template.title,
    subtitle: `${facts.marketName}　业务流水号 ${facts.bizSn}　生成日期 ${facts.date}`,
    runningHeader: `${facts.company.name}　${template.title}　${facts.bizSn}`,
    author: facts.marketName,
    blocks: template.blocks(facts),
  };
}
