import { Flex, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicDictionary, useTenantInfo } from '../../lib/reference-data';

// The Cascader (rc-select, virtual list: ~30 kB gzip) loads after the page has rendered, keeping the first
// route's JS small.
const RegionCascader = lazy(() =>
  import('../../widgets/region-cascader').then((module) => ({ default: module.RegionCascader })),
);

/** Dictionary of shareholder types shown as tags (spec 000 §7 dictionary codes). */
export const SHAREHOLDER_TYPE_DICTIONARY = 'shareHolderType';

function ShareholderTypes() {
  const { t } = useTranslation();
  const dictionary = usePublicDictionary(SHAREHOLDER_TYPE_DICTIONARY);
  const label = t('home.shareHolderType');
  return (
    <section aria-labelledby="status-shareholder-types">
      <h3 id="status-shareholder-types" className="rer-status-label">
        {label}
      </h3>
      <Flex wrap gap={8} role="list" aria-label={label} aria-busy={dictionary.isFetching}>
        {(dictionary.data ?? []).map((item) => (
          <Tag key={item.id} color="blue" role="listitem">
            {item.dictValue}
          </Tag>
        ))}
        {dictionary.isSuccess && dictionary.data.length === 0 ? <span>{t('home.noData')}</span> : null}
      </Flex>
    </section>
  );
}

/**
 * A small proof that the reference-data endpoints work end to end (tenant, public dictionary, region tree);
 * the workbench replaces it later.
 */
export function PlatformStatusPanel() {
  const { t } = useTranslation();
  const tenant = useTenantInfo();
  const [region, setRegion] = useState<string[]>([]);
  return (
    // A plain section rather than antd Card: Card pulls in Tabs, Menu and Dropdown (~30 kB gzip).
    <section className="rer-panel" aria-labelledby="platform-status">
      <h2 id="platform-status" className="rer-panel-title">
        {t('home.statusPanel')}
      </h2>
      <Flex vertical gap={16} className="rer-panel-body">
        <div>
          <span className="rer-status-label rer-status-label-inline">{t('home.tenant')}：</span>
          <span>{tenant.data ? `${tenant.data.tenantName}（${tenant.data.tenantId}）` : '—'}</span>
        </div>
        <ShareholderTypes />
        <section>
          <label htmlFor="status-region" className="rer-status-label">
            {t('home.region')}
          </label>
          <Suspense fallback={<div className="rer-field-loading">{t('app.loading')}</div>}>
            <RegionCascader
              id="status-region"
              aria-label={t('home.region')}
              placeholder={t('home.regionPlaceholder')}
              value={region}
              onChange={setRegion}
            />
          </Suspense>
        </section>
      </Flex>
    </section>
  );
}
