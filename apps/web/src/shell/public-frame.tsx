import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useTenantInfo } from '../lib/reference-data';

/** Header with the platform and tenant name, the page, and the supported-browsers footer (spec 002 §2.6). */
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
      </header>
      <main className="rer-public-main">
        <Outlet />
      </main>
      <footer className="rer-public-footer">{t('app.supportedBrowsers')}</footer>
    </div>
  );
}
