import type { TokenAnswer } from '@rer/contracts';
import { theme } from 'antd';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDemoAccounts } from '../../lib/auth/demo-accounts';
import { applyLogin } from '../../lib/auth/session-actions';
import { appConfig } from '../../lib/config';
import { type LandingMode, landingModes } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { PageLoading } from '../../shell/page-loading';
import { AccountLoginForm } from './account-login-form';
import { ZoneChoice } from './zone-choice';

// The phone tab loads when first opened: the login page's first render stays within its budget (ADR 7).
const MobileLoginForm = lazy(() => import('./mobile-login-form'));

/** `/login/orgholder` etc. preselect their zone (spec 002 §2.7). */
export function landingModeFromPath(pathname: string): LandingMode | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  return landingModes.find((mode) => mode === segment) ?? null;
}

const loginTabs = ['account', 'mobile'] as const;
type LoginTab = (typeof loginTabs)[number];

/** Two plain tabs (antd Tabs would add its menu and dropdown code to the login page). */
function LoginTabs({ active, onChange }: { active: LoginTab; onChange: (tab: LoginTab) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = loginTabs[(loginTabs.indexOf(active) + 1) % loginTabs.length] ?? 'account';
    onChange(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };
  return (
    <div className="rer-login-tabs" role="tablist" onKeyDown={onKeyDown}>
      {loginTabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`login-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={`login-panel-${tab}`}
          tabIndex={tab === active ? 0 : -1}
          className="rer-login-tab"
          style={tab === active ? { color: token.colorPrimary, borderColor: token.colorPrimary } : undefined}
          onClick={() => onChange(tab)}
        >
          {t(tab === 'account' ? 'auth.accountTab' : 'auth.mobileTab')}
        </button>
      ))}
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const tenantId = useSession((s) => s.tenantId) ?? appConfig.defaultTenantId;
  const [landingMode, setLandingMode] = useState<LandingMode>(
    () => landingModeFromPath(location.pathname) ?? 'org',
  );
  const [tab, setTab] = useState<LoginTab>('account');
  const [mobileOpened, setMobileOpened] = useState(false);
  // The link shows only where the server lists demo accounts (it refuses in production).
  const showTestAccounts = (useDemoAccounts().data ?? null) !== null;

  const onSignedIn = (answer: TokenAnswer) => {
    applyLogin(answer, landingMode);
    // ADR 39: a password an administrator set is changed before anything else.
    void navigate(answer.must_change_password ? appConfig.changePasswordPath : '/wel/index', {
      replace: true,
    });
  };
  const openTab = (next: LoginTab) => {
    setTab(next);
    if (next === 'mobile') setMobileOpened(true);
  };

  return (
    <div className="rer-login">
      <div className="rer-login-card">
        <h1 className="rer-login-title">{t('app.platformName')}</h1>
        <h2 className="rer-login-subtitle">{t('auth.title')}</h2>
        <ZoneChoice
          label={t('auth.zone')}
          modes={landingModes}
          value={landingMode}
          onChange={setLandingMode}
          labelOf={(mode) => t(`zone.${mode}`)}
          color={token.colorPrimary}
        />
        <LoginTabs active={tab} onChange={openTab} />
        <div
          role="tabpanel"
          id="login-panel-account"
          aria-labelledby="login-tab-account"
          hidden={tab !== 'account'}
        >
          <AccountLoginForm tenantId={tenantId} landingMode={landingMode} onSignedIn={onSignedIn} />
        </div>
        <div
          role="tabpanel"
          id="login-panel-mobile"
          aria-labelledby="login-tab-mobile"
          hidden={tab !== 'mobile'}
        >
          {mobileOpened ? (
            <Suspense fallback={<PageLoading />}>
              <MobileLoginForm tenantId={tenantId} landingMode={landingMode} onSignedIn={onSignedIn} />
            </Suspense>
          ) : null}
        </div>
        <div className="rer-login-links">
          <Link to="/">{t('auth.backHome')}</Link>
          <Link to="/register">{t('account.toRegister')}</Link>
          <Link to="/forgotPassword">{t('account.toForgot')}</Link>
          {showTestAccounts ? <Link to="/testAccounts">{t('auth.testAccounts')}</Link> : null}
        </div>
      </div>
      <footer className="rer-login-footer">{t('app.supportedBrowsers')}</footer>
    </div>
  );
}
