import type { TokenAnswer } from '@rer/contracts';
import { Radio, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { applyLogin } from '../../lib/auth/session-actions';
import { appConfig } from '../../lib/config';
import { type LandingMode, landingModes } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { AccountLoginForm } from './account-login-form';
import { MobileLoginForm } from './mobile-login-form';

/** `/login/orgholder` etc. preselect their zone (spec 002 §2.7). */
export function landingModeFromPath(pathname: string): LandingMode | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  return landingModes.find((mode) => mode === segment) ?? null;
}

/** Production builds set `VITE_SHOW_TEST_ACCOUNTS=false` (the server refuses the list there anyway). */
const showTestAccounts = import.meta.env.VITE_SHOW_TEST_ACCOUNTS !== 'false';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const tenantId = useSession((s) => s.tenantId) ?? appConfig.defaultTenantId;
  const [landingMode, setLandingMode] = useState<LandingMode>(
    () => landingModeFromPath(location.pathname) ?? 'org',
  );

  const onSignedIn = (answer: TokenAnswer) => {
    applyLogin(answer, landingMode);
    void navigate('/wel/index', { replace: true });
  };

  return (
    <div className="rer-login">
      <div className="rer-login-card">
        <h1 className="rer-login-title">{t('app.platformName')}</h1>
        <h2 className="rer-login-subtitle">{t('auth.title')}</h2>
        <Radio.Group
          className="rer-login-zones"
          aria-label={t('auth.zone')}
          value={landingMode}
          onChange={(event) => setLandingMode(event.target.value as LandingMode)}
          optionType="button"
          buttonStyle="solid"
          size="small"
          options={landingModes.map((mode) => ({ value: mode, label: t(`zone.${mode}`) }))}
        />
        <Tabs
          centered
          items={[
            {
              key: 'account',
              label: t('auth.accountTab'),
              children: (
                <AccountLoginForm tenantId={tenantId} landingMode={landingMode} onSignedIn={onSignedIn} />
              ),
            },
            {
              key: 'mobile',
              label: t('auth.mobileTab'),
              children: (
                <MobileLoginForm tenantId={tenantId} landingMode={landingMode} onSignedIn={onSignedIn} />
              ),
            },
          ]}
        />
        <div className="rer-login-links">
          <Link to="/">{t('auth.backHome')}</Link>
          {showTestAccounts ? <Link to="/testAccounts">{t('auth.testAccounts')}</Link> : null}
        </div>
      </div>
      <footer className="rer-login-footer">{t('app.supportedBrowsers')}</footer>
    </div>
  );
}
