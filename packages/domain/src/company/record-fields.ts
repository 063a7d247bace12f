/**
 * The sections and fields of the company record (002 §3 company form sections), each with its
 * Chinese label: the contracts name refused fields with these, the tier configuration names its
 * fields by `section.key`, the company page lays them out in this order (ADR 45).
 */

export interface RecordField {
  key: string;
  label: string;
}

export interface RecordSection {
  key: string;
  label: string;
  /** `one`: a single group of fields; `list`: rows (history tables, financials, …). */
  kind: 'one' | 'list';
  fields: readonly RecordField[];
}

const f = (key: string, label: string): RecordField => ({ key, label });

export const COMPANY_RECORD_SECTIONS: readonly RecordSection[] = [
  {
    key: 'layering',
    label: '分层申请',
    kind: 'one',
    fields: [f('appliedTier', '申请层级'), f('transferBoardIntention', '转板意向')],
  },
  {
    key: 'basic',
    label: '基本信息',
    kind: 'one',
    fields: [
      f('name', '企业名称'),
      f('shortName', '企业简称'),
      f('englishName', '英文名称'),
      f('orgNature', '机构性质'),
      f('ownershipNature', '所有制性质'),
      f('economicType', '经济类型'),
      f('companyType', '公司类型'),
      f('marketSubject', '市场主体类型'),
      f('scaleType', '企业规模'),
      f('personnelSize', '人员规模'),
      f('idType', '证件类型'),
      f('idNumber', '证件号码'),
      f('registryDate', '成立日期'),
      f('industryKey', '国民经济行业'),
      f('registeredCapital', '注册资本（元）'),
      f('registeredCapitalCurrency', '注册资本币种'),
      f('paidInCapital', '实缴资本（元）'),
      f('paidInCapitalCurrency', '实缴资本币种'),
      f('capitalDueDate', '认缴出资期限'),
      f('provinceCode', '所在省份'),
      f('cityCode', '所在城市'),
      f('districtCode', '所在区县'),
      f('registeredAddress', '注册地址'),
      f('officeAddress', '办公地址'),
      f('contactAddress', '联系地址'),
      f('contactPhone', '联系电话'),
      f('fax', '传真'),
      f('postalCode', '邮政编码'),
      f('website', '公司网址'),
      f('mailBox', '电子邮箱'),
      f('shareholdersNumber', '股东人数'),
      f('invoiceBank', '开票开户行'),
      f('invoiceAccount', '开票账号'),
      f('invoiceAddress', '开票地址'),
      f('invoicePhone', '开票电话'),
      f('approvalDate', '核准日期'),
      f('insuredNumber', '参保人数'),
      f('companyStatus', '经营状态'),
      f('revocationReason', '吊销原因'),
      f('revocationDate', '吊销日期'),
      f('deregistrationReason', '注销原因'),
      f('deregistrationDate', '注销日期'),
      f('csrcIndustryKey', '证监会行业'),
      f('emergingIndustry', '战略性新兴产业'),
      f('keyIndustrialFields', '重点产业领域'),
      f('actualEffect', '实际作用'),
      f('businessScope', '经营范围'),
      f('mainBusiness', '主营业务'),
      f('profile', '企业简介'),
    ],
  },
  {
    key: 'legal',
    label: '法定代表人',
    kind: 'one',
    fields: [
      f('name', '法定代表人姓名'),
      f('idType', '法定代表人证件类型'),
      f('idNumber', '法定代表人证件号码'),
      f('mobile', '法定代表人手机号码'),
      f('contactAddress', '法定代表人联系地址'),
      f('email', '法定代表人电子邮箱'),
    ],
  },
  {
    key: 'staffing',
    label: '人员情况',
    kind: 'one',
    fields: [
      f('staffCount', '员工人数'),
      f('cpaHolders', '注册会计师人数'),
      f('judicialExamPassers', '通过司法考试人数'),
      f('securitiesQualified', '具有证券从业资格人数'),
      f('otherStaff', '其他人员'),
      f('statisticsEndDate', '统计截止日期'),
    ],
  },
  {
    key: 'controllers',
    label: '股东及实际控制人',
    kind: 'one',
    fields: [
      f('firstShareholderName', '第一大股东名称'),
      f('firstShareholderHeld', '第一大股东持股数'),
      f('firstShareholderRatio', '第一大股东持股比例（%）'),
      f('controllingShareholderName', '控股股东名称'),
      f('controllingShareholderHeld', '控股股东持股数'),
      f('controllingShareholderRatio', '控股股东持股比例（%）'),
      f('actualControllerName', '实际控制人名称'),
      f('actualControllerHeld', '实际控制人持股数'),
      f('actualControllerRatio', '实际控制人持股比例（%）'),
    ],
  },
  {
    key: 'supplements',
    label: '补充信息',
    kind: 'one',
    fields: [
      f('openDate', '营业期限起'),
      f('cancelDate', '营业期限止'),
      f('financingRounds', '融资轮次'),
      f('mainProductIntroduction', '主要产品介绍'),
    ],
  },
  {
    key: 'evaluation',
    label: '企业评价',
    kind: 'one',
    fields: [
      f('localCharacteristic', '地方特色产业'),
      f('prohibitedClass', '禁止或限制类产业'),
      f('keyLink', '产业链关键环节'),
      f('leadingProducts', '主导产品'),
      f('qualityAssurance', '质量保证'),
      f('digitalization', '数字化水平'),
      f('marketShare', '市场占有率（%）'),
    ],
  },
  {
    key: 'recommendedUnit',
    label: '推荐单位',
    kind: 'one',
    fields: [f('ruType', '推荐单位类型'), f('ruName', '推荐单位名称'), f('ruAttachments', '推荐材料')],
  },
  {
    key: 'accountManager',
    label: '客户经理',
    kind: 'one',
    fields: [f('managerName', '客户经理姓名'), f('managerPhone', '客户经理电话')],
  },
  {
    key: 'formerNames',
    label: '曾用名',
    kind: 'list',
    fields: [f('name', '曾用名'), f('changedOn', '变更日期')],
  },
  {
    key: 'financials',
    label: '财务数据（万元）',
    kind: 'list',
    fields: [
      f('year', '年度'),
      f('totalBusinessRevenue', '营业总收入'),
      f('mainBusinessRevenue', '主营业务收入'),
      f('totalLiabilities', '负债总额'),
      f('totalAssets', '资产总额'),
      f('totalRndExpense', '研发费用总额'),
      f('netProfit', '净利润'),
      f('equityFinancingIncrease', '股权融资增加额'),
      f('eventCash', '现金流量'),
      f('practitioner', '从业人员'),
      f('staffNumber', '员工人数'),
      f('rndStaffNumber', '研发人员数'),
    ],
  },
  {
    key: 'investments',
    label: '投资机构',
    kind: 'list',
    fields: [
      f('investorOrg', '投资机构'),
      f('investorType', '投资机构类型'),
      f('financeAmount', '融资金额（万元）'),
    ],
  },
  {
    key: 'certificates',
    label: '认定情况',
    kind: 'list',
    fields: [
      f('certType', '认定类型'),
      f('certYear', '认定年度'),
      f('certifyResult', '认定结果'),
      f('lastReviewYear', '最近复核年度'),
      f('reviewResult', '复核结果'),
      f('validityYears', '有效期（年）'),
    ],
  },
  {
    key: 'credentials',
    label: '资质证书',
    kind: 'list',
    fields: [
      f('credentialType', '证书类型'),
      f('credentialNo', '证书编号'),
      f('issueOrg', '发证机关'),
      f('status', '证书状态'),
      f('issueDate', '发证日期'),
      f('expiredDate', '到期日期'),
    ],
  },
  {
    key: 'awards',
    label: '获奖情况',
    kind: 'list',
    fields: [
      f('awardYear', '获奖年度'),
      f('awardName', '奖项名称'),
      f('rank', '名次'),
      f('awardLevel', '奖项级别'),
    ],
  },
  {
    key: 'cnmaker',
    label: '创客中国',
    kind: 'list',
    fields: [f('year', '年度'), f('projectName', '项目名称'), f('rank', '名次'), f('group', '组别')],
  },
  {
    key: 'rndOrgs',
    label: '研发机构',
    kind: 'list',
    fields: [f('orgName', '研发机构名称'), f('orgLevel', '研发机构级别')],
  },
  {
    key: 'products',
    label: '主要产品',
    kind: 'list',
    fields: [
      f('name', '产品名称'),
      f('spec', '规格型号'),
      f('releaseDate', '发布日期'),
      f('industry', '所属行业'),
      f('hasTrademark', '是否有商标'),
      f('trademarkNo', '商标注册号'),
      f('yearRevenue', '年度'),
      f('businessRevenue', '营业收入（万元）'),
      f('marketSeg', '细分市场'),
      f('marketShare', '市场占有率（%）'),
    ],
  },
  {
    key: 'trademarks',
    label: '商标',
    kind: 'list',
    fields: [
      f('name', '商标名称'),
      f('applyNo', '申请号'),
      f('applyDate', '申请日期'),
      f('status', '商标状态'),
      f('reviewDate', '初审公告日期'),
      f('registryDate', '注册公告日期'),
    ],
  },
  {
    key: 'complianceMotions',
    label: '合规事项',
    kind: 'list',
    fields: [f('motionName', '事项名称'), f('motionValue', '事项内容')],
  },
  {
    key: 'contacts',
    label: '联系人',
    kind: 'list',
    fields: [
      f('contactName', '联系人姓名'),
      f('contactIdType', '联系人证件类型'),
      f('contactIdNumber', '联系人证件号码'),
      f('contactPhone', '联系人电话'),
    ],
  },
];

export type CompanyRecordSectionKey = (typeof COMPANY_RECORD_SECTIONS)[number]['key'];

const byKey = new Map(COMPANY_RECORD_SECTIONS.map((s) => [s.key, s]));

export function recordSection(key: string): RecordSection | undefined {
  return byKey.get(key);
}

/** The label of `section.field` (or of a whole section), else undefined. */
export function recordFieldLabel(path: string): string | undefined {
  const [sectionKey, fieldKey] = path.split('.');
  // split gives at least one part: the section key is always there.
  const section = byKey.get(sectionKey as string);
  if (!section) return undefined;
  if (fieldKey === undefined) return section.label;
  return section.fields.find((x) => x.key === fieldKey)?.label;
}
