import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type SmsPasswordValues } from '../../lib/auth/account-api';
import { checkMobile, ruleOf } from '../../lib/auth/account-rules';
import { message } from '../../lib/feedback';
import { PasswordPair } from '../../widgets/password-pair';
import { SmsCodeFields } from '../../widgets/sms-code-fields';

type Values = SmsPasswordValues & { confirm: string; captchaCode?: string };
const POLL_MS = 1500;

/**
 * The reset-password dialog of 000 §2: phone, SMS code (60 s countdown), new password twice, then
 * 开始人脸识别 — the face-check page opens in a new window; once it reports a pass, the reset is sent.
 */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [certifyId, setCertifyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setCertifyId(null);
    form.resetFields();
    onClose();
  };

  async function startFace() {
    const ok = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!ok) return void message.error(t('auth.invalidForm'));
    const answer = await accountApi.faceUrl('/securityCenter').catch(() => null);
    if (!answer?.success) return;
    setCertifyId(answer.data.certifyId);
    window.open(answer.data.url, '_blank');
  }

  // Waits for the face-check result, then sends the reset with the passed check.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one poll per started check; the form and texts are stable
  useEffect(() => {
    if (!certifyId) return;
    let stopped = false;
    const timer = setInterval(() => {
      accountApi.faceResult(certifyId).then(
        async ({ status }) => {
          if (stopped || status === 'pending') return;
          stopped = true;
          clearInterval(timer);
          if (status === 'failed') {
            setCertifyId(null);
            return void message.error(t('account.faceFailed'));
          }
          const { confirm: _c, captchaCode: _k, ...values } = form.getFieldsValue(true) as Values;
          setBusy(true);
          const answer = await accountApi.resetPasswordByFace({ ...values, certifyId }).catch(() => null);
          setBusy(false);
          setCertifyId(null);
          if (answer?.success) {
            void message.success(answer.msg);
            close();
          }
        },
        () => {
          stopped = true;
          clearInterval(timer);
          setCertifyId(null);
        },
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [certifyId]);

  return (
    <Modal
      open={open}
      title={t('account.resetDialog')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Button type="primary" loading={busy || certifyId !== null} onClick={() => void startFace()}>
          {certifyId ? t('account.faceWaiting') : t('account.startFace')}
        </Button>
      }
    >
      <Form<Values> form={form} name="reset-password" autoComplete="off">
        <Form.Item name="mobile" rules={[{ required: true, message: t('auth.mobile') }, ruleOf(checkMobile)]}>
          <Input placeholder={t('auth.mobile')} aria-label={t('auth.mobile')} maxLength={11} />
        </Form.Item>
        <SmsCodeFields form={form} purpose="reset" />
        <PasswordPair />
      </Form>
    </Modal>
  );
}
