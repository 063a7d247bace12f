import { useTranslation } from 'react-i18next';
import type { Captcha } from '../lib/auth/token-api';

/** The captcha image as a button: clicking it loads a new captcha (login and SMS-code forms). */
export function CaptchaImageButton({
  captcha,
  onRefresh,
}: {
  captcha: Captcha | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="rer-captcha-image"
      onClick={onRefresh}
      title={t('auth.captchaRefresh')}
      aria-label={t('auth.captchaImage')}
    >
      {captcha ? <img src={captcha.image} alt={t('auth.captchaImage')} data-testid="captcha-image" /> : null}
    </button>
  );
}
