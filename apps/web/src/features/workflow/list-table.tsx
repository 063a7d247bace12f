import type { Page } from '@rer/contracts';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import type { Paging, usePaging } from '../../lib/paging';

interface ListRow {
  bizSn: string;
  businessTypeName: string;
  companyName: string | null;
  createdAt: string;
}

/**
 * The table of 我的申请 and 我的待办: 序号 (running over the pages), 业务编号, 业务类型, 企业, then the
 * list's own columns, a date (`createdAt`, under `dateTitle`) and the row actions, fixed at the right.
 */
export function WorkflowListTable<Row extends ListRow>(props: {
  rowKey: keyof Row & string;
  list: { isFetching: boolean; data?: Page<Row> };
  paging: Paging;
  pagination: ReturnType<typeof usePaging>['pagination'];
  columns: ColumnsType<Row>;
  dateTitle: string;
  actionsWidth: number;
  actions: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const { paging, list } = props;
  return (
    <Table<Row>
      rowKey={props.rowKey}
      size="small"
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      pagination={props.pagination(list.data?.total ?? 0)}
      scroll={{ x: 900 }}
      columns={[
        {
          title: t('workflow.list.index'),
          width: 55,
          render: (_v, _r, i) => (paging.current - 1) * paging.size + i + 1,
        },
        { title: t('workflow.bizSn'), dataIndex: 'bizSn', width: 160 },
        { title: t('workflow.businessType'), dataIndex: 'businessTypeName', ellipsis: true },
        { title: t('workflow.company'), dataIndex: 'companyName', ellipsis: true },
        ...props.columns,
        {
          title: props.dateTitle,
          dataIndex: 'createdAt',
          width: 170,
          render: (v: string) => formatDateTime(v),
        },
        {
          title: t('workflow.list.actions'),
          key: 'actions',
          width: props.actionsWidth,
          fixed: 'right',
          render: (_v, row) => props.actions(row),
        },
      ]}
    />
  );
}
