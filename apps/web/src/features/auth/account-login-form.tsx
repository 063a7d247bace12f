import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Input's own modules, not antd's Input index (which adds TextArea, OTP and Search to the login page).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithCaptcha } from '../../lib/auth/token-api';
import { message } from '../../lib/feedback';
import type { LandingMode } from '../../lib/session';
import { useCaptcha } from '../../widgets/use-captcha';
import { CaptchaInput } from './captcha-field';

interface AccountLoginValues {
  username: string;
  password: string;
  code: string;
}
type Errors = Partial<Record<keyof AccountLoginValues, string>>;

/** The spec's required-field rules; the message is the field's own prompt (spec 002 §2.7). */
export function validateAccountLogin(
  values: AccountLoginValues,
  t: (key: 'auth.username' | 'auth.password' | 'auth.captcha') => string,
): Errors {
  const errors: Errors = {};
  if (values.username.trim() === '') errors.username = t('auth.username');
  if (values.password === '') errors.password = t('auth.password');
  if (values.code.trim() === '' || values.code.length > 4) errors.code = t('auth.captcha');
  return errors;
}

/** A field with its error below, laid out like antd's form items. */
function Field({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'rer-field rer-field-invalid' : 'rer-field'}>
      {children}
      {error ? <div className="rer-field-error">{error}</div> : null}
    </div>
  );
}

/**
 * Account + password + graphic captcha (spec 000 §5 login rules; sent as account, password, code). A plain
 * form rather than antd's Form, which would put its validation engine on the login page (ADR 7 budget).
 */
export function AccountLoginForm({
  tenantId,
  landingMode,
  onSignedIn,
}: {
  tenantId: string;
  landingMode: LandingMode;
  onSignedIn: (answer: Awaited<ReturnType<typeof loginWithCaptcha>>) => void;
}) {
  const { t } = useTranslation();
  const { captcha, refresh } = useCaptcha();
  const [values, setValues] = useState<AccountLoginValues>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof AccountLoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAccountLogin(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return message.error(t('auth.invalidForm'));
    if (!captcha) return refresh();
    setBusy(true);
    try {
      const answer = await loginWithCaptcha({
        tenantId,
        landingMode,
        account: values.username.trim(),
        password: values.password,
        captchaKey: captcha.key,
        captchaCode: values.code.trim(),
      });
      onSignedIn(answer);
    } catch {
      // The transport has shown error_description; a used captcha cannot be tried again.
      setValues((current) => ({ ...current, code: '' }));
      refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      id="account-login"
      className="rer-plain-form"
      onSubmit={(event) => void submit(event)}
      autoComplete="off"
      noValidate
    >
      <Field error={errors.username}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('auth.username')}
          aria-label={t('auth.username')}
          value={values.username}
          onChange={(event) => set('username')(event.target.value)}
          status={errors.username ? 'error' : undefined}
        />
      </Field>
      <Field error={errors.password}>
        <Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('auth.password')}
          aria-label={t('auth.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => set('password')(event.target.value)}
          status={errors.password ? 'error' : undefined}
        />
      </Field>
      <Field error={errors.code}>
        <CaptchaInput
          captcha={captcha}
          onRefresh={refresh}
          value={values.code}
          onChange={set('code')}
          status={errors.code ? 'error' : undefined}
        />
      </Field>
      <Button type="primary" size="large" htmlType="submit" block loading={busy} icon={<SafetyOutlined />}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}
