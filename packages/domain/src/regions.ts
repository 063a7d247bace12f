/**
 * First two digits of the GB/T 2260 administrative division codes of the 31 mainland
 * province-level divisions.
 */
export const MAINLAND_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', // 北京
  '12', // 天津
  '13', // 河北
  '14', // 山西
  '15', // 内蒙古
  '21', // 辽宁
  '22', // 吉林
  '23', // 黑龙江
  '31', // 上海
  '32', // 江苏
  '33', // 浙江
  '34', // 安徽
  '35', // 福建
  '36', // 江西
  '37', // 山东
  '41', // 河南
  '42', // 湖北
  '43', // 湖南
  '44', // 广东
  '45', // 广西
  '46', // 海南
  '50', // 重庆
  '51', // 四川
  '52', // 贵州
  '53', // 云南
  '54', // 西藏
  '61', // 陕西
  '62', // 甘肃
  '63', // 青海
  '64', // 宁夏
  '65', // 新疆
]);

/**
 * Residence permits for Hong Kong (81), Macau (82) and Taiwan (83) residents, issued since
 * 2018, carry an 18-digit GB 11643 number with these prefixes. 71 (台湾省 in GB/T 2260) is
 * deliberately absent: no identity document is issued with it (ADR 0004).
 */
export const RESIDENCE_PERMIT_PROVINCE_CODES: ReadonlySet<string> = new Set(['81', '82', '83']);
