import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountApi, type SmsPasswordValues } from '../../lib/auth/account-api';
import { checkMobile, ruleOf } from '../../lib/auth/account-rules';
import { appConfig } from '../../lib/config';
import { message } from '../../lib/feedback';
import { useSession } from '../../lib/use-session';
import { PasswordPair } from '../../widgets/password-pair';
import { SmsCodeFields } from '../../widgets/sms-code-fields';

/** 忘记密码 (from the login page): an SMS code to the account's mobile, then resetPassword. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenantId = useSession((s) => s.tenantId) ?? appConfig.defaultTenantId;
  const [form] = Form.useForm<SmsPasswordValues & { confirm: string }>();
  const [busy, setBusy] = useState(false);

  async function submit({ confirm: _confirm, ...values }: SmsPasswordValues & { confirm: string }) {
    setBusy(true);
    const answer = await accountApi.resetPassword(values, tenantId).catch(() => null);
    setBusy(false);
    if (!answer?.success) return;
    void message.success(t('account.resetDone'));
    void navigate('/login', { replace: true });
  }

  return (
    <div className="rer-login">
      <div className="rer-login-card">
        <h1 className="rer-login-title">{t('app.platformName')}</h1>
        <h2 className="rer-login-subtitle">{t('account.forgotTitle')}</h2>
        <Form<SmsPasswordValues & { confirm: string }>
          form={form}
          name="forgot-password"
          onFinish={submit}
          onFinishFailed={() => void message.error(t('auth.invalidForm'))}
          autoComplete="off"
        >
          <Form.Item
            name="mobile"
            rules={[{ required: true, message: t('auth.mobile') }, ruleOf(checkMobile)]}
          >
            <Input placeholder={t('auth.mobile')} aria-label={t('auth.mobile')} maxLength={11} />
          </Form.Item>
          <SmsCodeFields form={form} purpose="reset" />
          <PasswordPair />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('account.submitReset')}
          </Button>
        </Form>
        <div className="rer-login-links">
          <Link to="/login">{t('account.toLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
