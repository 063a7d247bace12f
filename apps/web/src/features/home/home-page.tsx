import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenantInfo } from '../../lib/reference-data';
import { HomeAnnouncements, HomeFigures } from './home-market';
import { PlatformStatusPanel } from './platform-status-panel';
import './home-page.css';

/**
 * The public home page (issue 25 part F, ADR 82): what this market is (the tenant's name), its key
 * figures from the register, the latest announcements, and the ways in — the showcase, the members,
 * sign in, register, verify an evidence receipt — then the platform status.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const tenantName = useTenantInfo().data?.tenantName ?? t('app.platformName');
  return (
    <>
      <section className="rer-panel rer-home-welcome" aria-labelledby="home-welcome">
        <h2 id="home-welcome" className="rer-panel-title">
          {t('home.welcome')}
        </h2>
        <div className="rer-panel-body">
          <p className="rer-home-intro" data-testid="home-about">
            {t('publicSite.about', { name: tenantName })}
          </p>
          <HomeFigures />
          <nav aria-label={t('home.entries')} className="rer-home-entries">
            <Link className="rer-home-entry rer-home-entry-primary" to="/login">
              {t('home.signIn')}
            </Link>
            <Link className="rer-home-entry" to="/companyList">
              {t('home.navShowcase')}
            </Link>
            <Link className="rer-home-entry" to="/information">
              {t('home.navDisclosure')}
            </Link>
            <Link className="rer-home-entry" to="/memberList">
              {t('publicSite.members')}
            </Link>
            <Link className="rer-home-entry" to="/register">
              {t('home.register')}
            </Link>
            <Link className="rer-home-entry" to="/evidence/verify">
              {t('home.verify')}
            </Link>
          </nav>
        </div>
      </section>
      <HomeAnnouncements />
      <PlatformStatusPanel />
    </>
  );
}
