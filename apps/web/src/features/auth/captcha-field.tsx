import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../lib/auth/token-api';
import { CaptchaImageButton } from '../../widgets/captcha-image-button';

/**
 * The 4-character captcha input with its image; clicking the image loads a new one. A controlled input
 * (`value` / `onChange`), so it works in a plain form and as the child of an antd `Form.Item`.
 */
export function CaptchaInput({
  captcha,
  onRefresh,
  value,
  onChange,
  status,
}: {
  captcha: Captcha | null;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
  status?: 'error';
}) {
  const { t } = useTranslation();
  return (
    <div className="rer-captcha-row">
      <Input
        size="large"
        maxLength={4}
        placeholder={t('auth.captcha')}
        autoComplete="off"
        aria-label={t('auth.captcha')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        status={status}
      />
      <CaptchaImageButton captcha={captcha} onRefresh={onRefresh} />
    </div>
  );
}
