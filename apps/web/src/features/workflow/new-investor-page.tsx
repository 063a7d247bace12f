import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { newInvestorTarget } from './new-investor';

/**
 * /newInvestor/:flowkey (002 §2.3: 550130–550132 with query landingMode, 550136): the investor
 * opening of that flow key — its apply page, 建设中 while it is not built, or where to file it.
 */
export default function NewInvestorPage() {
  const { t } = useTranslation();
  const { flowkey = '' } = useParams();
  const zone = useSession((s) => s.landingMode);
  const target = newInvestorTarget(flowkey, zone);
  if (target.kind === 'apply' || target.kind === 'building') return <Navigate replace to={target.path} />;
  if (target.kind === 'unknown') return <Navigate replace to="/404" />;
  return (
    <Result
      status="info"
      data-testid="new-investor-other-zone"
      title={t('workflow.newInvestor.otherZone', { zone: t(`zone.${target.zone}`) })}
    />
  );
}
