import type { AccountOverviewRow } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShares } from '../../lib/format';
import { useDictionary } from '../../lib/reference-data';
import { useSession } from '../../lib/use-session';
import { QualificationCard } from '../investor-qualification';
import { REGISTER_STALE_TIME, registerApi } from './api';
import { labelOf } from './holding-columns';

const sum = (
  rows: readonly AccountOverviewRow[],
  key: 'held' | 'available' | 'pledged' | 'frozen' | 'locked',
) => rows.reduce((total, row) => total + BigInt(row[key]), 0n).toString();

/**
 * 账户总览 (/capital): the investor's qualification and risk levels with their expiry (ADR 66), the
 * registration accounts and the totals of their holdings.
 */
export default function CapitalPage() {
  const { t } = useTranslation();
  const account = useSession((s) => s.account);
  const currentHolder = useSession((s) => s.currentHolder);
  const types = useDictionary('shareHolderType');
  const overview = useQuery({
    queryKey: ['share-register', 'account-overview', account],
    staleTime: REGISTER_STALE_TIME,
    queryFn: ({ signal }) => registerApi.accountOverview(signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const rows = overview.data?.records ?? [];
  const stat = (title: string, value: string) => (
    <Col xs={12} md={8} lg={4}>
      <Statistic title={title} value={value} />
    </Col>
  );

  return (
    <Card title={t('route.capital')}>
      <QualificationCard />
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {stat(t('shareRegister.capital.accountCount'), String(rows.length))}
        {stat(t('shareRegister.held'), formatShares(sum(rows, 'held')))}
        {stat(t('shareRegister.available'), formatShares(sum(rows, 'available')))}
        {stat(t('shareRegister.pledged'), formatShares(sum(rows, 'pledged')))}
        {stat(t('shareRegister.frozen'), formatShares(sum(rows, 'frozen')))}
        {stat(t('shareRegister.locked'), formatShares(sum(rows, 'locked')))}
      </Row>
      <Table<AccountOverviewRow>
        rowKey="holderId"
        size="middle"
        loading={overview.isPending}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('shareRegister.capital.empty') }}
        columns={[
          {
            title: t('shareRegister.accountNumber'),
            dataIndex: 'accountNumber',
            render: (value: string, row) => (
              <>
                {value}{' '}
                {row.holderId === currentHolder ? (
                  <Tag color="blue">{t('shareRegister.capital.current')}</Tag>
                ) : null}
              </>
            ),
          },
          { title: t('shareRegister.holderName'), dataIndex: 'holderName' },
          {
            title: t('shareRegister.organType'),
            dataIndex: 'organType',
            render: (value: number) => labelOf(types.data, String(value)),
          },
          {
            title: t('shareRegister.accountStatus'),
            dataIndex: 'holderAccountStatus',
            render: (status: number) =>
              t(`identity.holderStatus.${String(status)}` as 'identity.holderStatus.1'),
          },
          { title: t('shareRegister.capital.companies'), dataIndex: 'companies', align: 'right' },
          ...(['held', 'available', 'pledged', 'frozen', 'locked'] as const).map((key) => ({
            title: t(`shareRegister.${key}`),
            dataIndex: key,
            align: 'right' as const,
            render: (value: string) => formatShares(value),
          })),
          {
            title: t('shareRegister.action'),
            key: 'action',
            render: (_, row) => (
              <Link to={`/singleShareholderDetail/${row.holderId}`}>{t('shareRegister.detail')}</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
