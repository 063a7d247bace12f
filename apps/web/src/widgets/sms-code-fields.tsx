import type { SmsProviderName } from '@rer/contracts';
import { Button, Form, type FormInstance, Input, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../lib/auth/token-api';
import { message } from '../lib/feedback';
import { CaptchaImageButton } from './captcha-image-button';
import { useCaptcha, useCountdown } from './use-captcha';

/** The SMS resend wait (spec 000 §9). */
export const SMS_RESEND_SECONDS = 60;

/**
 * The 6-digit SMS code with its 获取验证码 button (disabled, counting down, while `secondsLeft` > 0) and
 * the 沙箱 label when the sandbox sent the code. `name` is the form field the code fills.
 */
export function SmsCodeInput({
  name,
  provider,
  secondsLeft,
  onSend,
  label,
}: {
  name: string;
  provider: SmsProviderName | null;
  secondsLeft: number;
  onSend: () => void;
  /** A visible label above the box (the registration page). */
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item required label={label}>
      <Space.Compact block>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, message: t('auth.smsCode') },
            { pattern: /^\d{6}$/, message: t('auth.smsCodeInvalid') },
          ]}
        >
          <Input
            maxLength={6}
            placeholder={t('auth.smsCode')}
            aria-label={t('auth.smsCode')}
            suffix={
              provider === 'sandbox' ? (
                <Tooltip title={t('auth.sandboxHint')}>
                  <Tag color="orange" className="rer-sandbox-tag" data-testid="sms-sandbox">
                    {t('auth.sandbox')}
                  </Tag>
                </Tooltip>
              ) : (
                // Always a suffix: adding one later would re-mount the input and drop its focus.
                <span />
              )
            }
          />
        </Form.Item>
        <Button onClick={onSend} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendSms')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/**
 * Graphic captcha → 获取验证码 (60 s countdown, 沙箱 label when the sandbox sent it) → the 6-digit code.
 * Lives inside an antd Form whose `mobile` field holds the number; it fills the form's `id` (the code id)
 * and `validCode`, the names registerAccount / resetPassword expect.
 */
export function SmsCodeFields({
  form,
  purpose,
  labelled = false,
}: {
  form: FormInstance;
  purpose: 'register' | 'reset';
  /** Names each box above it (registration). */
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const { captcha, refresh } = useCaptcha();
  const [provider, setProvider] = useState<SmsProviderName | null>(null);
  const countdown = useCountdown(SMS_RESEND_SECONDS);

  async function send() {
    const mobile = await form
      .validateFields(['mobile'])
      .then((values: { mobile?: string }) => values.mobile)
      .catch(() => undefined);
    if (!mobile) return;
    const code = (form.getFieldValue('captchaCode') as string | undefined)?.trim();
    if (!code || !captcha) {
      form.setFields([{ name: 'captchaCode', errors: [t('auth.captchaFirst')] }]);
      return;
    }
    try {
      const sent = await sendSmsCode(mobile, purpose, captcha.key, code);
      form.setFieldValue('id', sent.key);
      setProvider(sent.provider);
      countdown.start();
      void message.success(t('auth.smsSent'));
    } catch {
      // The transport shows the server's message; a failed send refreshes the captcha (000 §7).
    } finally {
      form.setFieldValue('captchaCode', '');
      refresh();
    }
  }

  return (
    <>
      <Form.Item name="id" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="captchaCode"
        label={labelled ? t('account.label.captcha') : undefined}
        rules={[{ max: 4, message: t('auth.captcha') }]}
      >
        <Space.Compact block>
          <Input
            maxLength={4}
            placeholder={t('auth.captcha')}
            aria-label={t('auth.captcha')}
            autoComplete="off"
          />
          <CaptchaImageButton captcha={captcha} onRefresh={refresh} />
        </Space.Compact>
      </Form.Item>
      <SmsCodeInput
        name="validCode"
        provider={provider}
        secondsLeft={countdown.left}
        onSend={() => void send()}
        label={labelled ? t('account.label.smsCode') : undefined}
      />
    </>
  );
}
