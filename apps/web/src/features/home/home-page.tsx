import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlatformStatusPanel } from './platform-status-panel';
import './home-page.css';

/**
 * The public home page until the public site arrives (roadmap: showcases, disclosure): what the
 * platform is for and the ways in — sign in, register, verify an evidence receipt — then the
 * platform status.
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="rer-panel rer-home-welcome" aria-labelledby="home-welcome">
        <h2 id="home-welcome" className="rer-panel-title">
          {t('home.welcome')}
        </h2>
        <div className="rer-panel-body">
          <p className="rer-home-intro">{t('home.intro')}</p>
          <nav aria-label={t('home.entries')} className="rer-home-entries">
            <Link className="rer-home-entry rer-home-entry-primary" to="/login">
              {t('home.signIn')}
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
      <PlatformStatusPanel />
    </>
  );
}
