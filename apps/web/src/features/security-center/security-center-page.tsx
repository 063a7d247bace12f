import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { identityApi } from '../../lib/identity/api';
import { useCurrentUser } from '../../lib/identity/queries';
import { ChangePasswordCard } from './change-password-card';

const SIX_DIGITS = /^\d{6}$/;

/** 安全中心: user info, login password change and reset, capital password change and check. */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const [form] = Form.useForm<{ passwordOld?: string; passwordNew: string; confirm: string }>();
  const [verifyForm] = Form.useForm<{ password: string }>();

  const update = async (values: { passwordOld?: string; passwordNew: string }) => {
    const answer = await identityApi
      .updateCapitalPassword(values.passwordOld ?? '', values.passwordNew)
      .catch(() => null);
    if (answer?.success) {
      void message.success(answer.msg);
      form.resetFields();
    }
  };
  const verify = async ({ password }: { password: string }) => {
    const answer = await identityApi.verifyCapitalPassword(password).catch(() => null);
    if (answer?.success) void message.success(t('security.verifyOk'));
  };
  const sixDigits = { pattern: SIX_DIGITS, message: t('security.sixDigits') };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('security.userInfo')}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('security.account')}>{user?.account}</Descriptions.Item>
          <Descriptions.Item label={t('security.name')}>{user?.realName}</Descriptions.Item>
          <Descriptions.Item label={t('workbench.zone')}>{user?.landingModeName}</Descriptions.Item>
          <Descriptions.Item label={t('security.tenant')}>{user?.tenantId}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ChangePasswordCard />
      <Card title={t('security.update')}>
        <Form
          form={form}
          layout="vertical"
          onFinish={update}
          style={{ maxWidth: 420 }}
          name="capital-password"
        >
          <Form.Item
            name="passwordOld"
            label={t('security.oldPassword')}
            rules={[{ pattern: SIX_DIGITS, message: t('security.sixDigits') }]}
          >
            <Input.Password maxLength={6} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="passwordNew"
            label={t('security.newPassword')}
            rules={[{ required: true, message: t('security.sixDigits') }, sixDigits]}
          >
            <Input.Password maxLength={6} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('security.confirmPassword')}
            dependencies={['passwordNew']}
            rules={[
              { required: true, message: t('security.sixDigits') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === getFieldValue('passwordNew')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('security.mismatch'))),
              }),
            ]}
          >
            <Input.Password maxLength={6} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('security.update')}
          </Button>
        </Form>
      </Card>
      <Card title={t('security.verify')}>
        <Form form={verifyForm} layout="inline" onFinish={verify} name="capital-verify">
          <Form.Item
            name="password"
            rules={[{ required: true, message: t('security.sixDigits') }, sixDigits]}
          >
            <Input.Password maxLength={6} autoComplete="off" aria-label={t('security.capitalPassword')} />
          </Form.Item>
          <Button htmlType="submit">{t('security.verify')}</Button>
        </Form>
      </Card>
    </Space>
  );
}
