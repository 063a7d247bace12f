import { Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../lib/auth/account-api';
import { checkPassword, ruleOf } from '../../lib/auth/account-rules';
import { message } from '../../lib/feedback';
import { ResetPasswordDialog } from './reset-password-dialog';

interface Values {
  passwordOld: string;
  passwordNew: string;
  confirm: string;
}

/** 修改登录密码 (old + new twice; the server ends the account's other sessions) and the 重置密码 dialog. */
export function ChangePasswordCard(props: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [resetOpen, setResetOpen] = useState(false);

  async function submit(values: Values) {
    const answer = await accountApi.updatePassword(values.passwordOld, values.passwordNew).catch(() => null);
    if (!answer?.success) return;
    void message.success(answer.msg);
    form.resetFields();
    props.onChanged?.();
  }

  return (
    <Card
      title={t('account.changePassword')}
      extra={
        <Button type="link" onClick={() => setResetOpen(true)}>
          {t('account.resetDialog')}
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        style={{ maxWidth: 420 }}
        name="login-password"
      >
        <Form.Item
          name="passwordOld"
          label={t('account.oldLoginPassword')}
          rules={[{ required: true, message: t('account.oldRequired') }]}
        >
          <Input.Password maxLength={20} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="passwordNew"
          label={t('account.newLoginPassword')}
          rules={[{ required: true, message: t('account.newPassword') }, ruleOf(checkPassword)]}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.confirmLoginPassword')}
          dependencies={['passwordNew']}
          rules={[
            { required: true, message: t('account.confirmPassword') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('passwordNew')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('account.changePassword')}
          </Button>
        </Space>
      </Form>
      <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </Card>
  );
}
