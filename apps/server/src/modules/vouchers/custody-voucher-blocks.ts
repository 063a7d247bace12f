import type { CustodyCompanyKind, CustodyVoucherFacts } from './custody-voucher-facts.js';
import type { VoucherBlock } from './custody-voucher-pdf.js';

/** Blocks several custody vouchers share (ADR 51): company fields, seals, holder tables, texts. */

export interface CustodyVoucherTemplate {
  code: string;
  title: string;
  kind: CustodyCompanyKind;
  blocks: (facts: CustodyVoucherFacts) => VoucherBlock[];
}

export const companyFields = (f: CustodyVoucherFacts): VoucherBlock => ({
  kind: 'fields',
  rows: [
    ['企业名称', f.company.name],
    ['企业简称', f.company.shortName],
    ['公司类型', f.company.typeName],
    ['统一社会信用代码', f.company.creditCode],
    ['成立日期', f.company.registryDate],
    ['注册资本（万元）', f.company.registeredCapital],
    ['注册地址', f.company.registeredAddress],
    ['联系电话', f.company.contactPhone],
  ],
});

export const applicationFields = (f: CustodyVoucherFacts): VoucherBlock => ({
  kind: 'fields',
  rows: [
    ['业务流水号', f.bizSn],
    ['登记托管机构', f.marketName],
    ['股东人数', String(f.holderCount)],
    ['托管股份总数（股）', f.totalShares],
    ['质押登记笔数', String(f.pledges)],
    ['司法冻结笔数', String(f.freezes)],
    ['限售登记笔数', String(f.restrictions.length)],
  ],
});

export const seal = (f: CustodyVoucherFacts, who = '申请人（盖章）'): VoucherBlock => ({
  kind: 'signatures',
  lines: [`${who}：${f.company.name}`, '法定代表人或授权代表（签字）：', `日期：${f.date}`],
});

export function holderTable(f: CustodyVoucherFacts, supplementary: boolean): VoucherBlock {
  const rows = function* () {
    let i = 0;
    for (const h of f.holders()) {
      i += 1;
      yield supplementary
        ? [String(i), h.holderName, h.holderType, h.certType, h.certificateNo, h.mobile, '']
        : [String(i), h.holderName, h.certType, h.certificateNo, h.shareNature, h.quantity, h.ratio];
    }
  };
  return supplementary
    ? {
        kind: 'table',
        columns: [
          { header: '序号', weight: 1, align: 'right' },
          { header: '股东名称', weight: 4 },
          { header: '股东类型', weight: 2 },
          { header: '证件类型', weight: 2 },
          { header: '证件号码', weight: 4 },
          { header: '手机号码', weight: 3 },
          { header: '通讯地址', weight: 4 },
        ],
        rows: rows(),
      }
    : {
        kind: 'table',
        columns: [
          { header: '序号', weight: 1, align: 'right' },
          { header: '股东名称', weight: 4 },
          { header: '证件类型', weight: 2 },
          { header: '证件号码', weight: 4 },
          { header: '股份性质', weight: 2 },
          { header: '持股数量（股）', weight: 3, align: 'right' },
          { header: '持股比例（%）', weight: 2, align: 'right' },
        ],
        rows: rows(),
        footer: () => [`合计：股东${f.holderCount}名，持股${f.totalShares}股。`],
      };
}

export const attorney = (code: string, kind: CustodyCompanyKind): CustodyVoucherTemplate => ({
  code,
  kind,
  title: '授权委托书',
  blocks: (f) => [
    { kind: 'text', text: `委托人：${f.company.name}（统一社会信用代码：${f.company.creditCode}）` },
    { kind: 'text', text: `受托人：${f.applicantName}` },
    {
      kind: 'text',
      text: `兹委托受托人代表本公司向${f.marketName}办理股权登记托管业务（业务流水号 ${f.bizSn}），包括提交申请材料、签署相关文件、领取登记托管凭证等事项。受托人在上述权限内所作的行为，本公司均予承认并承担相应的法律责任。委托期限自本委托书签署之日起至上述业务办结之日止。`,
    },
    seal(f, '委托人（盖章）'),
  ],
});

export function agreement(f: CustodyVoucherFacts, what: '股份' | '股权'): VoucherBlock[] {
  return [
    { kind: 'text', text: `甲方（托管企业）：${f.company.name}` },
    { kind: 'text', text: `乙方（登记托管机构）：${f.marketName}` },
    {
      kind: 'text',
      text: `第一条　甲方委托乙方为其全体股东持有的${what}提供登记托管服务，托管${what}总数为${f.totalShares}股（注册资本${f.company.registeredCapital}万元），股东${f.holderCount}名。`,
    },
    {
      kind: 'text',
      text: `第二条　乙方根据甲方提交的股东名册办理初始登记，此后${what}的转让、质押、冻结、限售等变动以乙方的登记为准。`,
    },
    {
      kind: 'text',
      text: '第三条　甲方保证提交的资料真实、准确、完整，股东信息发生变化时及时通知乙方办理变更登记。',
    },
    {
      kind: 'text',
      text: '第四条　乙方对托管过程中知悉的甲方及其股东信息负有保密义务，法律法规另有规定的除外。',
    },
    { kind: 'text', text: `第五条　本协议自双方签章之日起生效，业务流水号 ${f.bizSn}。` },
    {
      kind: 'signatures',
      lines: [`甲方（盖章）：${f.company.name}`, `乙方（盖章）：${f.marketName}`, `签订日期：${f.date}`],
    },
  ];
}
