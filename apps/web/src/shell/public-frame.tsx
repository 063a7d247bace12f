import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useTenantInfo } from '../lib/reference-data';

/** The home shell's three items (002 §2.1): home, 托管企业展示, 信息披露展示. */
const SITE_NAV = [
  { to: '/home', key: 'home.navHome' },
  { to: '/companyList', key: 'home.navShowcase' },
  { to: '/information', key: 'home.navDisclosure' },
] as const;

/** Header with the platform and tenant name and the site's top menu, the page, and the supported-browsers footer (spec 002 §2.6). */
export function PublicFrame() {
  const { t } = useTranslation();
  const tenantName = useTenantInfo().data?.tenantName;
  return (
    <div className="rer-public-frame">
      <header className="rer-public-header">
        <h1>{t('app.platformName')}</h1>
        {tenantName && tenantName !== t('app.platformName') ? (
          <span className="rer-tenant-name" data-testid="tenant-name">
            {tenantName}
          </span>
        ) : null}
        <nav className="rer-site-nav" data-testid="site-nav">
          {SITE_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/home'}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="rer-public-main">
        <Outlet />
      </main>
      <footer className="rer-public-footer">{t('app.supportedBrowsers')}</footer>
    </div>
  );
}
