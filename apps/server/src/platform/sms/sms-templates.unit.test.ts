import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { templateCodeOf } from './aliyun-sms.js';

const env = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '登记托管',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('the pledgee-confirmation SMS template (ADR 72)', () => {
  it('is read from ALIYUN_SMS_PLEDGEE_CONFIRM_TEMPLATE_CODE and used for pledgeeConfirm only', () => {
    const sms = loadConfig({ ...env, ALIYUN_SMS_PLEDGEE_CONFIRM_TEMPLATE_CODE: 'SMS_3' }).auth.sms;
    if (sms.provider !== 'aliyun') throw new Error('aliyun expected');
    expect(templateCodeOf(sms, 'pledgeeConfirm')).toBe('SMS_3');
    expect(templateCodeOf(sms, 'verifyCode')).toBe('SMS_1');
    expect(templateCodeOf(sms, 'memberCooperationEnded')).toBeNull();
  });

  it('unset: the message has no template (refused without calling out)', () => {
    const sms = loadConfig(env).auth.sms;
    if (sms.provider !== 'aliyun') throw new Error('aliyun expected');
    expect(templateCodeOf(sms, 'pledgeeConfirm')).toBeNull();
  });
});
