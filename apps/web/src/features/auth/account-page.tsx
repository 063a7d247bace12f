import { Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appConfig } from '../../lib/config';
import { message } from '../../lib/feedback';
import { useSession } from '../../lib/use-session';

/** The values of a form with a PasswordPair: its `confirm` is not sent. */
type WithConfirm<V> = V & { confirm: string };

/**
 * The form of an account page reached from the login page (register, forgot password): `submit` sends
 * the values (without `confirm`) with the tenant, and on success shows `doneKey` and goes to /login.
 */
export function useAccountPageForm<V extends object>(
  send: (values: V, tenantId: string) => Promise<{ success?: boolean } | null | undefined>,
  doneKey: 'account.registered' | 'account.resetDone',
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenantId = useSession((s) => s.tenantId) ?? appConfig.defaultTenantId;
  const [form] = Form.useForm<WithConfirm<V>>();
  const [busy, setBusy] = useState(false);

  async function submit({ confirm: _confirm, ...values }: WithConfirm<V>) {
    setBusy(true);
    const answer = await send(values as unknown as V, tenantId).catch(() => null);
    setBusy(false);
    if (!answer?.success) return;
    void message.success(t(doneKey));
    void navigate('/login', { replace: true });
  }

  const onFinishFailed = () => void message.error(t('auth.invalidForm'));
  return { form, busy, submit, onFinishFailed };
}

/** The login page's card with the platform name, a subtitle and the way back to /login. */
export function AccountPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="rer-login">
      <div className="rer-login-card">
        <h1 className="rer-login-title">{t('app.platformName')}</h1>
        <h2 className="rer-login-subtitle">{title}</h2>
        {children}
        <div className="rer-login-links">
          <Link to="/login">{t('account.toLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
