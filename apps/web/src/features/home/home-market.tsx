import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../lib/http';
import { useEffectiveTenantId } from '../../lib/reference-data';

// The calls are named here, not imported from the public-site feature (features do not import each
// other) nor from @rer/contracts (the home page is a first-screen route: no zod in its chunk).
const FIGURES_URL = '/api/rem-registrationbizweb/nonds/home/figures';
/** G1's latest announcements (contract of issue 25); 404 until it is merged: shown as none. */
export const LATEST_URL = '/api/rem-registrationbizweb/nonds/content/latest';

interface Figures {
  hosted: number;
  listed: number;
  displayed: number;
  investors: number;
}
interface Latest {
  id: string;
  title: string;
  category: string;
  publishedAt: string;
}

const FIGURE_LINKS: { key: keyof Figures; to: string | null }[] = [
  { key: 'hosted', to: '/gpListT' },
  { key: 'listed', to: '/gpListG' },
  { key: 'displayed', to: '/gpListZ' },
  { key: 'investors', to: null },
];

/** The register's key figures (one cached server query); each company figure opens its showcase tab. */
export function HomeFigures() {
  const { t } = useTranslation();
  const tenantId = useEffectiveTenantId();
  const figures = useQuery({
    queryKey: ['home-figures', tenantId],
    queryFn: ({ signal }) => http.getData<Figures>(FIGURES_URL, { params: { tenantId }, signal }),
    enabled: tenantId !== undefined,
    staleTime: 60_000,
  });
  return (
    <dl className="rer-home-figures" aria-label={t('publicSite.figures')} data-testid="home-figures">
      {FIGURE_LINKS.map(({ key, to }) => {
        const value = figures.data ? figures.data[key].toLocaleString('zh-CN') : '—';
        return (
          <div key={key} className="rer-home-figure" data-testid={`figure-${key}`}>
            <dt>{t(`publicSite.${key}`)}</dt>
            <dd>{to ? <Link to={to}>{value}</Link> : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The five latest published announcements (G1's call), each opening its disclosure page. */
export function HomeAnnouncements() {
  const { t } = useTranslation();
  const tenantId = useEffectiveTenantId();
  const latest = useQuery({
    queryKey: ['home-latest', tenantId],
    queryFn: async ({ signal }) => {
      const answer = await http.get<Latest[]>(LATEST_URL, {
        params: { tenantId, size: 5 },
        signal,
        showsOwnRefusal: true,
      });
      return answer.success && Array.isArray(answer.data) ? answer.data : [];
    },
    enabled: tenantId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  const items = latest.data ?? [];
  return (
    <section className="rer-panel rer-home-news" aria-labelledby="home-news" data-testid="home-announcements">
      <h2 id="home-news" className="rer-panel-title">
        {t('publicSite.announcements')}
        <Link className="rer-home-more" to="/information">
          {t('publicSite.more')}
        </Link>
      </h2>
      <div className="rer-panel-body">
        {items.length === 0 ? (
          <p>{t('publicSite.noAnnouncements')}</p>
        ) : (
          <ul className="rer-home-news-list">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={`/information/reportDetail/${encodeURIComponent(item.id)}`}>{item.title}</Link>
                <span>{item.publishedAt.slice(0, 10)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
