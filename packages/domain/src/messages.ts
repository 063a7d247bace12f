/**
 * User-facing validation messages. They are compared character for character with the
 * specification, so edit them only together with the spec (or ADR 0004 for the ones marked ours).
 */
export const VALIDATION_MESSAGES = Object.freeze({
  required: '此项为必填',
  requiredItem: '此项为必填项！',
  idNumber: '请输入正确的身份证号码',
  unifiedSocialCreditCode: '请输入正确的统一社会信用代码',
  bankCardEmpty: '请输入银行卡号',
  bankCardDigits: '银行卡号必须全为数字',
  bankCardLength: '银行卡号长度必须在16到19位之间',
  bankCardInvalid: '请输入正确的银行卡号',
  mobile: '请输入正确的手机号码',
  noSpaces: '请不要输入空格',
  noSpecialCharacters: '不能包含特殊字符',
  // The next three are our translation: the spec gives them only in English (ADR 0004).
  certificateNoEmpty: '请填写证件号码',
  noChinese: '不能包含中文',
  certificateNoTooLong: '长度不能超过18位',
  unsafeNumber: '数字超过最大安全长度',
  // Ours: the spec says non-numeric input is rejected but names no message (ADR 0004).
  notANumber: '请输入数字',
  signedSixDecimalsNumber: '请输入不超过六位小数的数字',
  signedSixDecimals: '请输入不超过六位小数的数',
  nonNegativeSixDecimals: '请输入不超过六位小数的正数',
  nonNegativeTwoDecimals: '不超过两位小数的非负数',
  positiveTwoDecimalsUpToPrefix: '请输入不超过两位小数的正数且不超过',
  positiveInteger: '请输入正整数',
  integerGreaterThanZero: '请输入大于0的正整数',
  integer: '请输入整数',
  notZero: '不能为0',
});
