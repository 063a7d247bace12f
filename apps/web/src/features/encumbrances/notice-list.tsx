import type { EncumbranceNotice, EncumbranceStatusKey } from '@rer/contracts';
import { Alert, Card, Form, Input, Select, Table } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { encumbranceApi, type NoticeKind } from './api';
import { kindLabel, STATUS_OPTIONS, shares, statusTag } from './encumbrance-columns';
import { NOTICE_TEXT } from './notice-labels';

interface Search {
  companyName?: string;
  status?: string;
}

/**
 * /pledgeList and /frozenList (public, the host's tenant; ADR 75): the register's pledges or
 * freezes as announcements, persons masked by the server; closed by the operator's switch, the
 * server's refusal (质押公告未开放) is shown in place of the list.
 */
export function NoticeList({ kind }: { kind: NoticeKind }) {
  const text = NOTICE_TEXT[kind];
  const tenantId = useEffectiveTenantId();
  const search = usePagedSearch<Search, EncumbranceNotice>({
    key: ['encumbrance-notices', kind, tenantId],
    fetch: (params, signal) => encumbranceApi.notices(kind, { ...params }, signal),
    defaultSize: 10,
  });
  const columns = [
    {
      title: '公告编号',
      dataIndex: 'noticeNo',
      render: (v: string, row: EncumbranceNotice) => (
        <Link to={`${text.detailPath}?id=${row.id}`} data-testid="notice-link">
          {v}
        </Link>
      ),
    },
    { title: '企业名称', dataIndex: 'companyName' },
    { title: text.holder, dataIndex: 'holderName' },
    ...(kind === 'freeze' ? [{ title: '类型', dataIndex: 'kind', render: kindLabel }] : []),
    { title: text.party, dataIndex: 'partyName' },
    { title: '数量（股）', dataIndex: 'originalQuantity', align: 'right' as const, render: shares },
    { title: '状态', dataIndex: 'status', render: (v: EncumbranceStatusKey) => statusTag(v) },
    { title: '登记日期', dataIndex: 'registeredOn' },
  ];
  return (
    <Card title={text.title} data-testid={`notice-list-${kind}`} style={{ margin: 24 }}>
      <SearchForm search={search} name={`notice-${kind}-search`}>
        <Form.Item name="companyName" label="企业名称">
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={STATUS_OPTIONS} />
        </Form.Item>
      </SearchForm>
      {search.list.isError ? (
        <Alert type="info" showIcon message={(search.list.error as Error).message} />
      ) : (
        <Table<EncumbranceNotice>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          {...search.tableProps}
          locale={{ emptyText: `暂无${text.title}` }}
          columns={columns}
        />
      )}
    </Card>
  );
}
