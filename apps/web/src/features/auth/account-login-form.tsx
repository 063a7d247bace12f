import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithCaptcha } from '../../lib/auth/token-api';
import type { LandingMode } from '../../lib/session';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

interface AccountLoginValues {
  username: string;
  password: string;
  code: string;
}

/** Account + password + graphic captcha (spec 000 §5 login rules; sent as account, password, code). */
export function AccountLoginForm({
  tenantId,
  landingMode,
  onSignedIn,
}: {
  tenantId: string;
  landingMode: LandingMode;
  onSignedIn: (answer: Awaited<ReturnType<typeof loginWithCaptcha>>) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountLoginValues>();
  const { captcha, refresh } = useCaptcha();
  const [busy, setBusy] = useState(false);

  async function submit(values: AccountLoginValues) {
    if (!captcha) return refresh();
    setBusy(true);
    try {
      const answer = await loginWithCaptcha({
        tenantId,
        landingMode,
        account: values.username.trim(),
        password: values.password,
        captchaKey: captcha.key,
        captchaCode: values.code.trim(),
      });
      onSignedIn(answer);
    } catch {
      // The transport has shown error_description; a used captcha cannot be tried again.
      form.setFieldValue('code', '');
      refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<AccountLoginValues>
      form={form}
      name="account-login"
      size="large"
      onFinish={submit}
      onFinishFailed={() => void message.error(t('auth.invalidForm'))}
      autoComplete="off"
    >
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('auth.username') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.username')} aria-label={t('auth.username')} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('auth.password') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.password')}
          aria-label={t('auth.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} onRefresh={refresh} />
      <Button type="primary" htmlType="submit" block loading={busy} icon={<SafetyOutlined />}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}
