/**
 * Word lists for generated demo data. Surnames are the most common Chinese surnames, roughly in
 * order of frequency (the generator favours the front of the list); given-name characters are
 * common ones. Every generated name is a random combination and names nobody in particular.
 */
export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
export const COMPOUND_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '东方', '皇甫'];
export const GIVEN_CHARACTERS =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞建国志文斌宇浩然晨轩子涵梓欣雨婷佳怡思琪俊博嘉瑞泽锦睿晓雪琳慧颖婉丹岚峰海波立新春燕德辉荣昊天翔宁安凯旭阳鑫磊云霖璐倩薇茜蕾航帆远哲';
/** Two-character brand words of company names. */
export const BRAND_WORDS = [
  '星河',
  '华信',
  '恒通',
  '远航',
  '瑞丰',
  '鼎盛',
  '海创',
  '金桥',
  '东升',
  '宏达',
  '启明',
  '新锐',
  '天成',
  '博远',
  '正泰',
  '中和',
  '永安',
  '嘉禾',
  '凯旋',
  '同创',
  '云帆',
  '景润',
  '汇智',
  '联众',
  '盛世',
  '华兴',
  '明德',
  '长青',
  '信达',
  '卓越',
  '银河',
  '润泽',
  '宏图',
  '方圆',
  '安泰',
  '众诚',
  '益康',
  '德润',
  '海纳',
  '北辰',
];
export const INDUSTRY_WORDS = [
  '科技',
  '信息技术',
  '生物科技',
  '新材料',
  '智能装备',
  '电子',
  '环保科技',
  '食品',
  '农业发展',
  '医疗器械',
  '物流',
  '文化传媒',
  '新能源',
  '机械制造',
  '软件',
  '化工',
  '建设工程',
  '海洋科技',
  '网络科技',
  '精密制造',
];
export const COMPANY_FORMS: { suffix: string; companyType: 1 | 2 | 3 }[] = [
  { suffix: '有限公司', companyType: 1 },
  { suffix: '股份有限公司', companyType: 2 },
  { suffix: '合伙企业（有限合伙）', companyType: 3 },
];
export const PRODUCT_WORDS = [
  '私募股权投资基金',
  '创业投资基金',
  '产业投资基金',
  '股权投资合伙企业（有限合伙）',
];
export const MEMBER_WORDS = [
  '证券股份有限公司',
  '投资咨询有限公司',
  '资产管理有限公司',
  '股权投资管理有限公司',
];
export const NUMERALS = '一二三四五六七八九十';
