import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/auth/session-actions';
import { message } from '../../lib/feedback';
import { unlockScreen } from '../../lib/lock';
import { useSession } from '../../lib/use-session';

/** The lock screen: the session stays, every page is blocked until the lock password is given. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSession((s) => s.userInfo?.name ?? s.account ?? '');
  const [busy, setBusy] = useState(false);

  async function unlock({ password }: { password: string }) {
    setBusy(true);
    const ok = await unlockScreen(password);
    setBusy(false);
    if (!ok) return void message.error(t('lock.wrong'));
    void navigate('/wel/index', { replace: true });
  }

  return (
    <div className="rer-lock">
      <div className="rer-lock-card">
        <LockOutlined className="rer-lock-icon" />
        <h1>{t('lock.title')}</h1>
        <p className="rer-lock-user">{name}</p>
        <Form name="unlock" onFinish={unlock} layout="vertical">
          <Form.Item name="password" rules={[{ required: true, message: t('lock.required') }]}>
            <Input.Password
              autoFocus
              placeholder={t('lock.placeholder')}
              aria-label={t('lock.password')}
              autoComplete="off"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button
          type="link"
          icon={<LogoutOutlined />}
          onClick={() => void logout().then(() => navigate('/login', { replace: true }))}
        >
          {t('lock.logoutInstead')}
        </Button>
      </div>
    </div>
  );
}
