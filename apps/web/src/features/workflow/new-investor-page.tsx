import { Button, Card, Empty, List, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { newInvestorTarget } from './new-investor';

/**
 * /newInvestor/:flowkey (002 §2.3: 550130–550132 with query landingMode, 550136): the investor
 * opening of that flow key — its apply page, 建设中 while it is not built, or where to file it;
 * 550136 (ADR 64) lists the openings of the login's kind.
 */
export default function NewInvestorPage() {
  const { t } = useTranslation();
  const { flowkey = '' } = useParams();
  const zone = useSession((s) => s.landingMode);
  const orgType = useSession((s) => s.userInfo?.orgType ?? null);
  const target = newInvestorTarget(flowkey, zone, orgType === null ? null : Number(orgType));
  if (target.kind === 'apply' || target.kind === 'building') return <Navigate replace to={target.path} />;
  if (target.kind === 'unknown') return <Navigate replace to="/404" />;
  if (target.kind === 'chooser')
    return (
      <Card title={t('workflow.newInvestor.chooser')} data-testid="new-investor-chooser">
        {target.choices.length === 0 ? (
          <Empty description={t('workflow.newInvestor.noChoice')} />
        ) : (
          <List
            dataSource={target.choices}
            renderItem={(c) => (
              <List.Item
                data-testid={`new-investor-choice-${c.appId}`}
                actions={[
                  <Link key="go" to={c.path}>
                    <Button type="primary">{t('workflow.newInvestor.open')}</Button>
                  </Link>,
                ]}
              >
                {c.name}
              </List.Item>
            )}
          />
        )}
      </Card>
    );
  return (
    <Result
      status="info"
      data-testid="new-investor-other-zone"
      title={t('workflow.newInvestor.otherZone', { zone: t(`zone.${target.zone}`) })}
    />
  );
}
