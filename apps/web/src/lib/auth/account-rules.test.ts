import { PASSWORD_POLICY_MESSAGE as SERVER_MESSAGE } from '@rer/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkIdNumber,
  checkMobile,
  checkPassword,
  checkRealName,
  PASSWORD_POLICY_MESSAGE,
} from './account-rules';

describe('registration and password rules', () => {
  it('uses the server’s password policy text and rule', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe(SERVER_MESSAGE);
    expect(checkPassword('Passw0rd')).toBeNull();
    expect(checkPassword('password')).toBe(SERVER_MESSAGE);
    expect(checkPassword('Pa0')).toBe(SERVER_MESSAGE);
  });

  it('checks mobiles and ID numbers with the @rer/domain messages', () => {
    expect(checkMobile('19900000003')).toBeNull();
    expect(checkMobile('12345')).toBe('请输入正确的手机号码');
    expect(checkIdNumber('110101199001011234', 1)).toBe('请输入正确的身份证号码');
    expect(checkIdNumber('11010519491231002X', 1)).toBeNull();
  });

  it('checks the real name as a holder name, as the server does', () => {
    expect(checkRealName('阿依古丽·买买提')).toBeNull();
    expect(checkRealName('大连演示科技股份有限公司（筹）')).toBeNull();
    expect(checkRealName('张 三')).toBe('请不要输入空格');
    expect(checkRealName('张三#')).toBe('不能包含特殊字符');
  });
});
