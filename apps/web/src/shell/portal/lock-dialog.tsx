import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLockPassword } from '../../lib/lock';

/** Sets the lock password the first time (only its salted SHA-256 is stored). */
export function LockPasswordDialog({
  open,
  onClose,
  onSet,
}: {
  open: boolean;
  onClose: () => void;
  onSet: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open={open}
      title={t('lock.setTitle')}
      okText={t('lock.confirm')}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then(async ({ password }) => {
            await setLockPassword(password);
            form.resetFields();
            onSet();
          })
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="lock-password">
        <Form.Item
          name="password"
          label={t('lock.password')}
          rules={[{ required: true, message: t('lock.required') }]}
        >
          <Input.Password autoFocus autoComplete="new-password" placeholder={t('lock.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
