import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../lib/auth/token-api';

/** The 4-character captcha input with its image; clicking the image loads a new one. */
export function CaptchaField({
  captcha,
  onRefresh,
  name = 'code',
}: {
  captcha: Captcha | null;
  onRefresh: () => void;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item required>
      <div className="rer-captcha-row">
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('auth.captcha') },
            { max: 4, message: t('auth.captcha') },
          ]}
        >
          <Input
            maxLength={4}
            placeholder={t('auth.captcha')}
            autoComplete="off"
            aria-label={t('auth.captcha')}
          />
        </Form.Item>
        <button
          type="button"
          className="rer-captcha-image"
          onClick={onRefresh}
          title={t('auth.captchaRefresh')}
          aria-label={t('auth.captchaImage')}
        >
          {captcha ? (
            <img src={captcha.image} alt={t('auth.captchaImage')} data-testid="captcha-image" />
          ) : null}
        </button>
      </div>
    </Form.Item>
  );
}
