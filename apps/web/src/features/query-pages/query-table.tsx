import type { QueryPageRow } from '@rer/contracts';
import {
  findEmptyRequiredDefault,
  pageSizesOf,
  type QueryPageConfig,
  resolveDefaultValues,
  visibleRowButtons,
} from '@rer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryPageApi, queryPageKeys, type RunQueryRequest } from './api';
import { DictionaryCell, formatCell, readCell } from './cells';
import { QueryPager } from './pager';
import { findRowAction } from './row-actions';
import { SearchForm } from './search-form';

type Row = QueryPageRow & { __key: string };

export interface QueryTableProps {
  config: QueryPageConfig;
  /** The stored version (part of the cache key: a new version queries afresh). */
  version: number;
  /** The page URL's query, for default fields read from it. */
  urlQuery: Record<string, string | undefined>;
  tenantId: string;
  /** The configurator's preview: the layout without querying. */
  preview?: boolean;
}

/** Selection and index columns are 55 wide (001 §9). */
const NARROW = 55;

/**
 * The query table of 001 §2.1 driven by a page configuration: search form, index column,
 * optional selection, row buttons, and the pagination of §9 (5, 10, 15, 20, 30; default 5). It
 * does not query without a data source (请填写地址和请求方式) or with an empty required default
 * field (`<field>值不能为空`, §5.7).
 */
export function QueryTable({ config, version, urlQuery, tenantId, preview }: QueryTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sizes, initial } = pageSizesOf(config);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: initial });
  const [selected, setSelected] = useState<string[]>([]);
  const defaults = useMemo(() => resolveDefaultValues(config.defaultFields, urlQuery), [config, urlQuery]);
  const missingDefault = findEmptyRequiredDefault(config.defaultFields, defaults);
  const blocked = !config.dataSource ? t('queryPages.noEndpoint') : (missingDefault?.message ?? null);

  const request: RunQueryRequest = { pageKey: config.pageKey, ...paging, params: { ...values, ...defaults } };
  const rows = useQuery({
    queryKey: queryPageKeys.rows(tenantId, request, version),
    queryFn: ({ signal }) => queryPageApi.run(request, signal),
    enabled: blocked === null && !preview,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const answer = rows.isError ? undefined : rows.data;
  const records: Row[] = (answer?.records ?? []).map((row, i) => ({
    ...row,
    __key: String(row.uuid ?? row.id ?? `${paging.pageNo}-${i}`),
  }));

  const columns: TableColumnsType<Row> = [];
  if (config.indexColumn !== false) {
    columns.push({
      key: '__index',
      title: t('queryPages.index'),
      width: NARROW,
      align: 'center',
      render: (_value, _row, index) => (paging.pageNo - 1) * paging.pageSize + index + 1,
    });
  }
  for (const column of config.columns.filter((c) => !c.hidden)) {
    columns.push({
      key: column.prop,
      title: column.label,
      width: column.width,
      minWidth: column.minWidth,
      fixed: column.fixed,
      align: column.align,
      ellipsis: column.showOverflow ? { showTitle: true } : false,
      render: (_value, row) => {
        const value = readCell(row, column.prop);
        return column.dictName ? (
          <DictionaryCell code={column.dictName} value={value} />
        ) : (
          formatCell(value, column.format)
        );
      },
    });
  }
  if (config.rowButtons && config.rowButtons.length > 0) {
    columns.push({
      key: '__operation',
      title: t('queryPages.operation'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={4}>
          {visibleRowButtons(config.rowButtons, row).map((button) => {
            const action = findRowAction(button.action);
            return (
              <Button
                key={`${button.action}-${button.label}`}
                type="link"
                size="small"
                disabled={!action}
                title={action ? undefined : t('queryPages.unknownAction', { action: button.action })}
                onClick={() => action?.({ row, navigate: (to) => void navigate(to) })}
              >
                {button.label}
              </Button>
            );
          })}
        </Space>
      ),
    });
  }

  return (
    <div className="rer-query-table" data-testid="query-table">
      <SearchForm
        fields={config.searchFields}
        disabled={blocked !== null}
        onSearch={(next) => {
          setValues(next);
          setPaging((current) => ({ ...current, pageNo: 1 }));
          setSelected([]);
        }}
      />
      {blocked ? <Alert type="warning" showIcon title={blocked} style={{ marginBottom: 16 }} /> : null}
      {preview ? (
        <Alert type="info" showIcon title={t('queryConfig.previewNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<Row>
        rowKey="__key"
        size="middle"
        bordered
        columns={columns}
        dataSource={records}
        loading={rows.isFetching}
        pagination={false}
        scroll={{ x: 'max-content', y: records.length > 100 ? 500 : undefined }}
        rowSelection={
          config.selection
            ? {
                columnWidth: NARROW,
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
              }
            : undefined
        }
      />
      <QueryPager
        total={answer?.total ?? 0}
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        sizes={sizes}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
    </div>
  );
}
