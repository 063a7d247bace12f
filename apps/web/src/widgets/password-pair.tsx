import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkPassword, ruleOf } from '../lib/auth/account-rules';

/**
 * 新密码 + 确认 with the ADR 6 policy (shared by registration and password retrieval); `labelled`
 * names each box above it (a form whose placeholders vanish once typed in, issue 18).
 */
export function PasswordPair({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={labelled ? t('account.label.password') : undefined}
        rules={[{ required: true, message: t('account.newPassword') }, ruleOf(checkPassword)]}
      >
        <Input.Password
          placeholder={t('account.newPassword')}
          aria-label={t('account.newPassword')}
          maxLength={20}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={labelled ? t('account.label.confirm') : undefined}
        dependencies={['password']}
        rules={[
          { required: true, message: t('account.confirmPassword') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password
          placeholder={t('account.confirmPassword')}
          aria-label={t('account.confirmPassword')}
          maxLength={20}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
