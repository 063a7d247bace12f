import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDictionary } from '../../lib/reference-data';
import { useSession } from '../../lib/use-session';
import { type HoldingRow, REGISTER_STALE_TIME, registerApi } from './api';
import { labelOf } from './holding-columns';
import { HoldingsTable } from './holdings-table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 股东详情 (/singleShareholderDetail/{uuid}): one registration account — its identity as the server
 * masks it — and its holdings with their marks (an enterprise sees its own companies' only).
 */
export default function SingleShareholderDetailPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const account = useSession((s) => s.account);
  const types = useDictionary('shareHolderType');
  const certTypes = useDictionary('certificateType');
  const natures = useDictionary('natureOfShare');
  const valid = UUID.test(uuid);
  const detail = useQuery({
    queryKey: ['share-register', 'holder-detail', account, uuid],
    staleTime: REGISTER_STALE_TIME,
    queryFn: ({ signal }) => registerApi.holderDetail(uuid, signal),
    enabled: valid,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const holder = detail.data?.holder;
  const records: HoldingRow[] = detail.data?.records ?? [];
  const item = (label: string, value: string | null | undefined) => ({
    key: label,
    label,
    children: value ?? '—',
  });

  return (
    <>
      <Card title={t('shareRegister.detailPage.holderInfo')} loading={valid && detail.isPending}>
        {holder ? (
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              item(t('shareRegister.holderName'), holder.holderName),
              item(t('shareRegister.accountNumber'), holder.accountNumber),
              item(t('shareRegister.organType'), labelOf(types.data, String(holder.organType))),
              item(t('shareRegister.certType'), labelOf(certTypes.data, holder.certType)),
              item(t('shareRegister.certificateNo'), holder.certificateNo),
              item(
                t('shareRegister.accountStatus'),
                t(`identity.holderStatus.${String(holder.holderAccountStatus)}` as 'identity.holderStatus.1'),
              ),
              item(t('shareRegister.userCode'), holder.userCode),
              item(t('shareRegister.mobile'), holder.mobile),
              item(t('shareRegister.capitalAccount'), holder.capitalAccount),
            ]}
          />
        ) : (
          <span>{valid ? null : t('errorPage.notFound')}</span>
        )}
      </Card>
      <Card title={t('shareRegister.detailPage.holdings')} style={{ marginTop: 16 }}>
        <HoldingsTable
          records={records}
          loading={valid && detail.isPending}
          emptyText={t('shareRegister.detailPage.empty')}
          natures={natures.data}
        />
      </Card>
    </>
  );
}
