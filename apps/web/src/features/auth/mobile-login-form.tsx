import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithMobile, sendLoginSms } from '../../lib/auth/token-api';
import type { LandingMode } from '../../lib/session';
import { CaptchaField } from './captcha-field';
import { useCaptcha, useCountdown } from './use-captcha';

interface MobileLoginValues {
  mobile: string;
  code: string;
  smsCode: string;
}

const MOBILE = /^1\d{10}$/;

/** Phone login: graphic captcha → SMS code (60 s resend wait) → `grant_type=mobile`. */
export function MobileLoginForm({
  tenantId,
  landingMode,
  onSignedIn,
}: {
  tenantId: string;
  landingMode: LandingMode;
  onSignedIn: (answer: Awaited<ReturnType<typeof loginWithMobile>>) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MobileLoginValues>();
  const { captcha, refresh } = useCaptcha();
  const countdown = useCountdown(60);
  const [smsKey, setSmsKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    const { mobile, code } = await form
      .validateFields(['mobile', 'code'])
      .catch(() => ({}) as Partial<MobileLoginValues>);
    if (!mobile || !code || !captcha) return;
    try {
      const sent = await sendLoginSms(mobile, captcha.key, code.trim());
      setSmsKey(sent.key);
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
          { pattern: MOBILE, message: t('auth.mobileInvalid') },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          maxLength={11}
          placeholder={t('auth.mobile')}
          aria-label={t('auth.mobile')}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} onRefresh={refresh} />
      <Form.Item required>
        <Space.Compact block>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              { required: true, message: t('auth.smsCode') },
              { pattern: /^\d{6}$/, message: t('auth.smsCodeInvalid') },
            ]}
          >
            <Input maxLength={6} placeholder={t('auth.smsCode')} aria-label={t('auth.smsCode')} />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={countdown.left > 0}>
            {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendSms')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} icon={<SafetyOutlined />}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}
