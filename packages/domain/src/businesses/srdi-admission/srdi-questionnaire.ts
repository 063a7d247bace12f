/**
 * The high-tech questionnaire (001 §3.16, §7: questionnaire/detailInfoByCode?code=companyHitech):
 * the choice questions of 550200's score groups. Each title is a form field of the same `prop`
 * (the form's options must be these, a test checks it); an option's `value` is the points the
 * scoring table gives it, '' where the answer is a condition rather than points (ADR 81).
 */
export interface QuestionOption {
  id: string;
  code: string;
  name: string;
  value: string;
}
export interface QuestionTitle {
  id: string;
  prop: string;
  name: string;
  multiple: boolean;
  options: QuestionOption[];
}
export interface Questionnaire {
  id: string;
  code: string;
  remark: string;
  titles: QuestionTitle[];
}

const title = (
  prop: string,
  name: string,
  options: [string, string, string][],
  multiple = false,
): QuestionTitle => ({
  id: `companyHitech-${prop}`,
  prop,
  name,
  multiple,
  options: options.map(([code, label, value]) => ({
    id: `companyHitech-${prop}-${code}`,
    code,
    name: label,
    value,
  })),
});

const YES_NO: [string, string, string][] = [
  ['1', '是', ''],
  ['0', '否', ''],
];

export const HITECH_QUESTIONNAIRE: Questionnaire = {
  id: 'companyHitech-1',
  code: 'companyHitech',
  remark: '专精特新企业评价问卷：请如实选择，评价结果以审核为准。',
  titles: [
    title(
      'corporateCredit',
      '企业近三年信用情况',
      [
        ['1', '被列入经营异常名录', ''],
        ['2', '被列入严重违法失信名单', ''],
        ['3', '发生重大安全（含网络安全、数据安全）、质量事故', ''],
        ['4', '发生严重环境违法行为', ''],
        ['5', '以上情形均无', ''],
      ],
      true,
    ),
    title('conformsCompany', '是否符合《中小企业划型标准规定》', YES_NO),
    title('digitalize', '数字化水平', [
      ['3', '三级以上', '5'],
      ['2', '二级', '3'],
      ['1', '一级', '0'],
    ]),
    title(
      'qualityAssurance',
      '质量管理水平（每满足一项得3分，最高5分）',
      [
        ['1', '获得省级以上质量奖荣誉', '3'],
        ['2', '建立质量管理体系，获得ISO9001等质量管理体系认证证书', '3'],
        ['3', '拥有自主品牌', '3'],
        ['4', '参与制修订标准', '3'],
        ['0', '以上均无', '0'],
      ],
      true,
    ),
    title('rndOrgs', '建立研发机构级别', [
      ['4', '国家级', '10'],
      ['3', '省级', '8'],
      ['2', '市级', '4'],
      ['1', '市级以下', '2'],
      ['0', '未建立研发机构', '0'],
    ]),
    title('isOverseasCognate', 'Ⅰ类知识产权是否有海外同族专利（高价值知识产权）', YES_NO),
    title('isTechnologyAward', '近三年是否获得省级科技奖励并排名前三，或国家级科技奖励并排名前五', YES_NO),
    title('cnmaker', '近三年是否进入“创客中国”中小企业创新创业大赛全国500强企业组名单', YES_NO),
    title(
      'certificates',
      '企业荣誉资质（有效期内）',
      [
        ['1', '高新技术企业', ''],
        ['2', '国家级技术创新示范企业', ''],
        ['3', '知识产权优势企业', ''],
        ['4', '知识产权示范企业', ''],
        ['0', '以上均无', ''],
      ],
      true,
    ),
    title('emergingIndustry', '主导产品是否属于《战略性新兴产业分类》', YES_NO),
  ],
};
