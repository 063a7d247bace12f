import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../lib/reference-data';
import { useSession } from '../../lib/use-session';
import type { HoldingRow } from './api';
import { REGISTER_STALE_TIME, registerApi } from './api';
import { HoldingsTable } from './holdings-table';

/**
 * 我的持股 (/gd/wdcgxx): the current registration account's holdings per company and share nature,
 * with held / available / pledged / frozen / locked, the 确权 state and the encumbrance marks.
 */
export default function MyHoldingsPage() {
  const { t } = useTranslation();
  const account = useSession((s) => s.account);
  const holder = useSession((s) => s.currentHolder);
  const natures = useDictionary('natureOfShare');
  const holdings = useQuery({
    queryKey: ['share-register', 'my-holdings', account, holder],
    staleTime: REGISTER_STALE_TIME,
    queryFn: ({ signal }) => registerApi.myHoldings(signal),
    enabled: holder !== null,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  if (holder === null)
    return (
      <Card title={t('route.myHoldings')}>
        <Empty description={t('shareRegister.holdings.noHolder')} />
      </Card>
    );
  const records: HoldingRow[] = holdings.data?.records ?? [];
  const first = records[0];

  return (
    <Card
      title={t('route.myHoldings')}
      extra={
        first ? (
          <span>
            {t('shareRegister.holdings.account')}：{first.holderName}（{first.accountNumber}）
          </span>
        ) : null
      }
    >
      <HoldingsTable
        records={records}
        loading={holdings.isPending}
        emptyText={t('shareRegister.holdings.empty')}
        natures={natures.data}
      />
    </Card>
  );
}
