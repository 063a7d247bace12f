import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../auth-config.js';
import { type SmsMessage, type SmsProvider, SmsSendError } from './sms-provider.js';

/** RFC 3986 encoding as Aliyun's RPC signature requires (space %20, * %2A, ~ kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonical query and its HMAC-SHA1 signature (Aliyun RPC API, SignatureVersion 1.0). */
export function signRpcQuery(
  params: Record<string, string>,
  accessKeySecret: string,
  method = 'GET',
): { canonical: string; signature: string } {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
  return { canonical, signature };
}

/**
 * The approved template of each message (ADR 68): the verification code's (ALIYUN_SMS_TEMPLATE_CODE,
 * parameter code) and the member-account-closure notice's (ALIYUN_SMS_MEMBER_NOTICE_TEMPLATE_CODE,
 * parameters memberName, companyName) and the pledgee-confirmation link's
 * (ALIYUN_SMS_PLEDGEE_CONFIRM_TEMPLATE_CODE, parameters companyName, url; ADR 72), or null when
 * that template is not configured.
 */
export function templateCodeOf(config: AliyunSmsConfig, template: SmsMessage['template']): string | null {
  if (template === 'verifyCode') return config.templateCode;
  // The freeze-lapsed notice (ADR 73): ALIYUN_SMS_FREEZE_NOTICE_TEMPLATE_CODE.
  if (template === 'freezeLapsed') return config.freezeNoticeTemplateCode ?? null;
  if (template === 'pledgeeConfirm') return config.pledgeeConfirmTemplateCode ?? null;
  return config.memberNoticeTemplateCode ?? null;
}

/** Aliyun SMS (dysmsapi, SendSms, API version 2017-05-25). Never logs the code or the number. */
export function createAliyunSmsProvider(
  config: AliyunSmsConfig,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'aliyun',
    label: '阿里云短信',
    async send(_tx, message) {
      // A message whose template is not configured is refused without calling out (the job fails).
      const templateCode = templateCodeOf(config, message.template);
      if (templateCode === null) throw new SmsSendError(`阿里云短信未配置模板：${message.template}`);
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.mobile,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(message.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const { canonical, signature } = signRpcQuery(params, config.accessKeySecret);
      const url = `${config.endpoint.replace(/\/?$/, '/')}?${canonical}&Signature=${percentEncode(signature)}`;
      let answer: { Code?: string };
      try {
        const response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(10_000) });
        answer = (await response.json()) as { Code?: string };
      } catch (error) {
        throw new SmsSendError('短信服务不可用', { cause: error });
      }
      if (answer.Code !== 'OK') throw new SmsSendError(`短信服务拒绝：${answer.Code ?? '未知'}`);
    },
  };
}
