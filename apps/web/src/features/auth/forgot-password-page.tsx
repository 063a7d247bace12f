import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi, type SmsPasswordValues } from '../../lib/auth/account-api';
import { checkMobile, ruleOf } from '../../lib/auth/account-rules';
import { PasswordPair } from '../../widgets/password-pair';
import { SmsCodeFields } from '../../widgets/sms-code-fields';
import { AccountPageFrame, useAccountPageForm } from './account-page';

/** 忘记密码 (from the login page): an SMS code to the account's mobile, then resetPassword. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { form, busy, submit, onFinishFailed } = useAccountPageForm<SmsPasswordValues>(
    accountApi.resetPassword,
    'account.resetDone',
  );

  return (
    <AccountPageFrame title={t('account.forgotTitle')}>
      <Form<SmsPasswordValues & { confirm: string }>
        form={form}
        name="forgot-password"
        onFinish={submit}
        onFinishFailed={onFinishFailed}
        autoComplete="off"
      >
        <Form.Item name="mobile" rules={[{ required: true, message: t('auth.mobile') }, ruleOf(checkMobile)]}>
          <Input placeholder={t('auth.mobile')} aria-label={t('auth.mobile')} maxLength={11} />
        </Form.Item>
        <SmsCodeFields form={form} purpose="reset" />
        <PasswordPair />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('account.submitReset')}
        </Button>
      </Form>
    </AccountPageFrame>
  );
}
