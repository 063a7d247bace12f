import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountApi, type RegisterValues } from '../../lib/auth/account-api';
import { checkIdNumber, checkMobile, checkRealName, ruleOf } from '../../lib/auth/account-rules';
import { PasswordPair } from '../../widgets/password-pair';
import { SmsCodeFields } from '../../widgets/sms-code-fields';
import { AccountPageFrame, useAccountPageForm } from './account-page';
import { AgreementField } from './agreement-field';

const ACCOUNT = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

/** /register (002 §2.1, §3 registration payload): an SMS code to the mobile, then registerAccount. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { form, busy, submit, onFinishFailed } = useAccountPageForm<RegisterValues>(
    accountApi.register,
    'account.registered',
  );
  const realnameType = (Form.useWatch('realnameType', form) ?? 1) as 1 | 2;

  return (
    <AccountPageFrame title={t('account.registerTitle')}>
      <Form<RegisterValues & { confirm: string }>
        form={form}
        name="register"
        data-testid="register-form"
        layout="vertical"
        requiredMark
        initialValues={{ realnameType: 1, agreed: false }}
        onFinish={submit}
        onFinishFailed={onFinishFailed}
        autoComplete="off"
      >
        <Form.Item name="realnameType" label={t('account.label.realnameType')}>
          <Radio.Group
            options={[
              { value: 1, label: t('account.person') },
              { value: 2, label: t('account.organisation') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('account.label.account')}
          rules={[
            { required: true, message: t('account.account') },
            { pattern: ACCOUNT, message: t('account.accountRule') },
          ]}
        >
          <Input placeholder={t('account.account')} aria-label={t('account.account')} maxLength={32} />
        </Form.Item>
        <Form.Item
          name="realName"
          label={t('account.label.realName')}
          rules={[{ required: true, message: t('account.realName') }, ruleOf(checkRealName)]}
        >
          <Input placeholder={t('account.realName')} aria-label={t('account.realName')} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('account.label.idNumber')}
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
          label={t('account.label.mobile')}
          rules={[{ required: true, message: t('auth.mobile') }, ruleOf(checkMobile)]}
        >
          <Input placeholder={t('auth.mobile')} aria-label={t('auth.mobile')} maxLength={11} />
        </Form.Item>
        <SmsCodeFields form={form} purpose="register" labelled />
        <PasswordPair labelled />
        <Form.Item
          name="email"
          label={t('account.label.email')}
          rules={[{ type: 'email', message: t('account.emailInvalid') }]}
        >
          <Input placeholder={t('account.email')} aria-label={t('account.email')} maxLength={100} />
        </Form.Item>
        <AgreementField />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('account.submitRegister')}
        </Button>
      </Form>
    </AccountPageFrame>
  );
}
