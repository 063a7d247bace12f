import {
  validateChineseIdNumber,
  validateHolderName,
  validateMobileNumber,
  validateUnifiedSocialCreditCode,
} from '@rer/domain';

/**
 * The password policy of ADR 6 (8–20 characters, a letter and a digit). The text equals the server's
 * `PASSWORD_POLICY_MESSAGE` (a unit test keeps them equal; importing the contracts here would pull zod in).
 */
export const PASSWORD_POLICY_MESSAGE = '密码须为8到20位，且同时包含字母和数字';

export const meetsPasswordPolicy = (value: string): boolean =>
  value.length >= 8 && value.length <= 20 && /[A-Za-z]/.test(value) && /\d/.test(value);

type Check = (value: string) => string | null;

/** Mobile: 11 digits starting with 1 (spec 000 §5), the @rer/domain message. */
export const checkMobile: Check = (value) => {
  const result = validateMobileNumber(value);
  return result.ok ? null : result.message;
};

/** ID number: the resident ID card for a person (1), the unified social credit code for an organisation (2). */
export const checkIdNumber = (value: string, realnameType: 1 | 2): string | null => {
  const result = realnameType === 1 ? validateChineseIdNumber(value) : validateUnifiedSocialCreditCode(value);
  return result.ok ? null : result.message;
};

/** Real name (person or organisation): a holder's name, 000 §5 (no spaces, no special characters). */
export const checkRealName: Check = (value) => {
  const result = validateHolderName(value);
  return result.ok ? null : result.message;
};

export const checkPassword: Check = (value) => (meetsPasswordPolicy(value) ? null : PASSWORD_POLICY_MESSAGE);

/** An antd Form rule from a check: empty values are left to the `required` rule. */
export const ruleOf = (check: Check) => ({
  validator: (_: unknown, value: string | undefined) => {
    const problem = value ? check(value) : null;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});
