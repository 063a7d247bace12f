import type { DictionaryItem } from '@rer/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HoldingRow } from './api';
import { labelOf, marksColumn, quantityColumns, RightsConfirmationTag } from './holding-columns';
import { DISPLAY_PAGE_SIZE_OPTIONS } from './register-rules';

/**
 * Holdings per company and share nature: held / available / pledged / frozen / locked, the 确权 state
 * and the encumbrance marks (我的持股 and 股东详情).
 */
export function HoldingsTable(props: {
  records: HoldingRow[];
  loading: boolean;
  emptyText: string;
  /** The natureOfShare dictionary, for the share-nature labels. */
  natures: readonly DictionaryItem[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Table<HoldingRow>
      rowKey={(row) => `${row.companyId}:${row.shareNature}`}
      size="middle"
      loading={props.loading}
      dataSource={props.records}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.emptyText }}
      pagination={{
        pageSizeOptions: DISPLAY_PAGE_SIZE_OPTIONS,
        showSizeChanger: true,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: t('shareRegister.companyName'), dataIndex: 'companyName', key: 'companyName' },
        {
          title: t('shareRegister.shareNature'),
          dataIndex: 'shareNature',
          key: 'shareNature',
          render: (value: string) => labelOf(props.natures, value),
        },
        ...quantityColumns(t),
        {
          title: t('shareRegister.rights.title'),
          key: 'comfirm',
          render: (_, row) => <RightsConfirmationTag t={t} value={row.comfirm} />,
        },
        marksColumn(t),
      ]}
    />
  );
}
