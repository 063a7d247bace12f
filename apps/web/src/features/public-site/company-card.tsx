import type { ShowcaseCompany } from '@rer/contracts';
import { Card, Tag } from 'antd';
import { logoUrl } from './api';
import { logoText, type ShowcaseTab } from './showcase-model';

const CODE_LABEL: Record<ShowcaseTab, { label: string; field: 'code' | 'listCode' | 'showCode' }> = {
  hosted: { label: '托管代码', field: 'code' },
  listed: { label: '挂牌代码', field: 'listCode' },
  displayed: { label: '展示代码', field: 'showCode' },
};
const DAY_LABEL: Record<
  ShowcaseTab,
  { label: string; field: 'registerDate' | 'listingDate' | 'showTimeStart' }
> = {
  hosted: { label: '托管日期', field: 'registerDate' },
  listed: { label: '挂牌日期', field: 'listingDate' },
  displayed: { label: '展示日期', field: 'showTimeStart' },
};

export interface CardNames {
  sectorName?: string;
  showPlateName?: string;
}

/** One enterprise of the showcase: logo (or its first four characters), name, labels, details (002 §2.5). */
export function CompanyCard({
  company,
  tab,
  tenantId,
  names,
  onOpen,
}: {
  company: ShowcaseCompany;
  tab: ShowcaseTab;
  tenantId: string;
  names: CardNames;
  onOpen: () => void;
}) {
  const labels = (company.labelName ?? '')
    .split(/[,，]/)
    .map((l) => l.trim())
    .filter(Boolean);
  const region = [company.cityName, company.districtName].filter(Boolean).join(' ');
  const details: [string, string | null | undefined][] = [
    [CODE_LABEL[tab].label, company[CODE_LABEL[tab].field]],
    ['所属行业', company.industryName],
    ['注册资本', company.registeredCapital === null ? null : `${company.registeredCapital}万元`],
    ['所在地区', region || null],
    ...(tab === 'listed'
      ? ([['挂牌板块', names.sectorName ?? company.sector]] as [string, string | null][])
      : []),
    ...(tab === 'displayed'
      ? ([['展示板块', names.showPlateName ?? company.showPlate]] as [string, string | null][])
      : []),
    [DAY_LABEL[tab].label, company[DAY_LABEL[tab].field]],
  ];
  return (
    <Card
      hoverable
      className="rer-showcase-card"
      data-testid="showcase-card"
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
      }}
      tabIndex={0}
      role="link"
      aria-label={company.name}
    >
      <div className="rer-showcase-card-body">
        <div className="rer-showcase-logo" aria-hidden="true">
          {company.logoFileId ? (
            <img src={logoUrl(tenantId, company.logoFileId)} alt="" />
          ) : (
            <span data-testid="logo-text">{logoText(company)}</span>
          )}
        </div>
        <div className="rer-showcase-info">
          <h3 className="rer-showcase-name">{company.name}</h3>
          {labels.length > 0 ? (
            <div className="rer-showcase-labels">
              {labels.map((l) => (
                <Tag key={l} color="blue">
                  {l}
                </Tag>
              ))}
            </div>
          ) : null}
          <dl className="rer-showcase-details">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}
