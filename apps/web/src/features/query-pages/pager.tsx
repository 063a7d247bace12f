import { Pagination, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * 001 §2.1 pagination in the spec's order: total, sizes, prev, pager, next, jumper (antd's own
 * layout puts the sizes after next, so the total and the sizes are drawn here).
 */
export function QueryPager({
  total,
  pageNo,
  pageSize,
  sizes,
  onChange,
}: {
  total: number;
  pageNo: number;
  pageSize: number;
  sizes: readonly number[];
  onChange: (pageNo: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space
      className="rer-query-pager"
      wrap
      style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }}
    >
      <span data-testid="query-total">{t('queryPages.total', { total })}</span>
      <Select
        aria-label={t('queryPages.pageSizeLabel')}
        data-testid="query-page-size"
        value={pageSize}
        options={sizes.map((size) => ({ value: size, label: t('queryPages.pageSize', { size }) }))}
        onChange={(size: number) => onChange(1, size)}
        style={{ width: 110 }}
      />
      <Pagination
        current={pageNo}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(next) => onChange(next, pageSize)}
      />
    </Space>
  );
}
