import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsProviderName } from '@rer/contracts';
import { isMobileNumber } from '@rer/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithMobile, sendLoginSms } from '../../lib/auth/token-api';
import { message } from '../../lib/feedback';
import type { LandingMode } from '../../lib/session';
import { SmsCodeInput } from '../../widgets/sms-code-fields';
import { useCaptcha, useCountdown } from '../../widgets/use-captcha';
import { CaptchaInput } from './captcha-field';

interface MobileLoginValues {
  mobile: string;
  code: string;
  smsCode: string;
}

/** Phone login: graphic captcha → SMS code (60 s resend wait) → `grant_type=mobile`. */
export default function MobileLoginForm({
  tenantId,
  landingMode,
  onSignedIn,
}: {
  tenantId: string;
  landingMode: LandingMode;
  onSignedIn: (answer: Awaited<ReturnType<typeof loginWithMobile>>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MobileLoginValues>();
  const { captcha, refresh } = useCaptcha();
  const countdown = useCountdown(60);
  const [smsKey, setSmsKey] = useState<string | null>(null);
  const [provider, setProvider] = useState<SmsProviderName | null>(null);
  const [busy, setBusy] = useState(false);

  // The graphic captcha guards sending the SMS, not the login itself (it is used up by the send).
  async function sendCode() {
    const { mobile } = await form.validateFields(['mobile']).catch(() => ({}) as Partial<MobileLoginValues>);
    if (!mobile) return;
    const code = form.getFieldValue('code')?.trim();
    if (!code || !captcha) {
      form.setFields([{ name: 'code', errors: [t('auth.captchaFirst')] }]);
      return;
    }
    try {
      const sent = await sendLoginSms(mobile, captcha.key, code);
      setSmsKey(sent.key);
      setProvider(sent.provider);
      countdown.start();
      void message.success(t('auth.smsSent'));
    } catch {
      // The server's message is shown by the transport; the captcha is used up either way.
    } finally {
      form.setFieldValue('code', '');
      refresh();
    }
  }

  async function submit(values: MobileLoginValues) {
    if (!smsKey) return void message.error(t('auth.smsCode'));
    setBusy(true);
    try {
      onSignedIn(await loginWithMobile({ tenantId, landingMode, smsKey, smsCode: values.smsCode.trim() }));
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<MobileLoginValues>
      form={form}
      name="mobile-login"
      size="large"
      onFinish={submit}
      onFinishFailed={() => void message.error(t('auth.invalidForm'))}
      autoComplete="off"
    >
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('auth.mobile') },
          {
            validator: (_rule, value?: string) =>
              !value || isMobileNumber(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.mobileInvalid'))),
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          maxLength={11}
          placeholder={t('auth.mobile')}
          aria-label={t('auth.mobile')}
        />
      </Form.Item>
      <Form.Item>
        <Form.Item name="code" noStyle rules={[{ max: 4, message: t('auth.captcha') }]}>
          <CaptchaInput captcha={captcha} onRefresh={refresh} />
        </Form.Item>
      </Form.Item>
      <SmsCodeInput
        name="smsCode"
        provider={provider}
        secondsLeft={countdown.left}
        onSend={() => void sendCode()}
      />
      <Button type="primary" htmlType="submit" block loading={busy} icon={<SafetyOutlined />}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}
