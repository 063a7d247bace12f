import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountApi, type RegisterValues } from '../../lib/auth/account-api';
import { checkIdNumber, checkMobile, ruleOf } from '../../lib/auth/account-rules';
import { appConfig } from '../../lib/config';
import { message } from '../../lib/feedback';
import { useSession } from '../../lib/use-session';
import { PasswordPair } from '../../widgets/password-pair';
import { SmsCodeFields } from '../../widgets/sms-code-fields';

const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

/** /register (002 §2.1, §3 registration payload): an SMS code to the mobile, then registerAccount. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenantId = useSession((s) => s.tenantId) ?? appConfig.defaultTenantId;
  const [form] = Form.useForm<RegisterValues & { confirm: string }>();
  const [busy, setBusy] = useState(false);
  const realnameType = (Form.useWatch('realnameType', form) ?? 1) as 1 | 2;

  async function submit({ confirm: _confirm, ...values }: RegisterValues & { confirm: string }) {
    setBusy(true);
    const answer = await accountApi.register(values, tenantId).catch(() => null);
    setBusy(false);
    if (!answer?.success) return;
    void message.success(t('account.registered'));
    void navigate('/login', { replace: true });
  }

  return (
    <div className="rer-login">
      <div className="rer-login-card">
        <h1 className="rer-login-title">{t('app.platformName')}</h1>
        <h2 className="rer-login-subtitle">{t('account.registerTitle')}</h2>
        <Form<RegisterValues & { confirm: string }>
          form={form}
          name="register"
          initialValues={{ realnameType: 1 }}
          onFinish={submit}
          onFinishFailed={() => void message.error(t('auth.invalidForm'))}
          autoComplete="off"
        >
          <Form.Item name="realnameType" label={t('account.realnameType')}>
            <Radio.Group
              options={[
                { value: 1, label: t('account.person') },
                { value: 2, label: t('account.organisation') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="account"
            rules={[
              { required: true, message: t('account.account') },
              { pattern: ACCOUNT, message: t('account.accountRule') },
            ]}
          >
            <Input placeholder={t('account.account')} aria-label={t('account.account')} maxLength={32} />
          </Form.Item>
          <Form.Item name="realName" rules={[{ required: true, message: t('account.realName') }]}>
            <Input placeholder={t('account.realName')} aria-label={t('account.realName')} maxLength={100} />
          </Form.Item>
          <Form.Item
            name="idNumber"
            dependencies={['realnameType']}
            rules={[
              { required: true, message: t('account.idNumber') },
              ruleOf((value) => checkIdNumber(value, realnameType)),
            ]}
          >
            <Input placeholder={t('account.idNumber')} aria-label={t('account.idNumber')} maxLength={18} />
          </Form.Item>
          <Form.Item
            name="mobile"
            rules={[{ required: true, message: t('auth.mobile') }, ruleOf(checkMobile)]}
          >
            <Input placeholder={t('auth.mobile')} aria-label={t('auth.mobile')} maxLength={11} />
          </Form.Item>
          <SmsCodeFields form={form} purpose="register" />
          <PasswordPair />
          <Form.Item name="email" rules={[{ type: 'email', message: t('account.emailInvalid') }]}>
            <Input placeholder={t('account.email')} aria-label={t('account.email')} maxLength={100} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('account.submitRegister')}
          </Button>
        </Form>
        <div className="rer-login-links">
          <Link to="/login">{t('account.toLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
