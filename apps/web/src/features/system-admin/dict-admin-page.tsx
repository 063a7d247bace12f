import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Input, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { type DictItemRecord, type DictTypeRecord, systemAdminApi } from './api';
import { DictEditModal, type DictTarget } from './dict-edit-modal';

const keys = {
  dictionaries: (search: string, current: number) => ['system-admin', 'dict', search, current] as const,
  items: (code: string, parentKey: string | null, current: number) =>
    ['system-admin', 'items', code, parentKey, current] as const,
};

/**
 * 业务字典 (administrators; 002 §7 dict calls): dictionaries on the left (search, page), the chosen
 * one's items on the right, level by level (下级 opens an item's children). Changes reach every
 * server process's cache through the database's notification.
 */
export default function DictAdminPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<DictTypeRecord | null>(null);
  const [path, setPath] = useState<DictItemRecord[]>([]);
  const [itemPage, setItemPage] = useState(1);
  const [target, setTarget] = useState<DictTarget | null>(null);
  const parentKey = path.at(-1)?.dictKey ?? null;

  const dictionaries = useQuery({
    queryKey: keys.dictionaries(search, page),
    queryFn: ({ signal }) =>
      systemAdminApi.dictionaries({ current: page, size: 10, code: search || undefined }, signal),
  });
  const items = useQuery({
    queryKey: keys.items(chosen?.code ?? '', parentKey, itemPage),
    queryFn: ({ signal }) =>
      systemAdminApi.items(
        { parentId: chosen?.code ?? '', parentKey: parentKey ?? undefined, current: itemPage, size: 10 },
        signal,
      ),
    enabled: chosen !== null,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['system-admin'] });
  const remove = async (item: DictItemRecord) => {
    const answer = await systemAdminApi.removeItems([item.id]).catch(() => null);
    if (answer?.success) {
      void message.success(t('systemAdmin.removed'));
      await refresh();
    }
  };
  const choose = (record: DictTypeRecord) => {
    setChosen(record);
    setPath([]);
    setItemPage(1);
  };

  return (
    <Row gutter={16} data-testid="dict-admin">
      <Col xs={24} xl={10}>
        <Card
          title={t('route.dictAdmin')}
          extra={
            <Button type="primary" onClick={() => setTarget({ kind: 'dictionary' })}>
              {t('systemAdmin.addDictionary')}
            </Button>
          }
        >
          <Input.Search
            allowClear
            placeholder={t('systemAdmin.searchCode')}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            style={{ marginBottom: 12 }}
          />
          <Table<DictTypeRecord>
            rowKey="code"
            size="small"
            loading={dictionaries.isPending}
            dataSource={dictionaries.data?.records ?? []}
            pagination={{
              current: page,
              pageSize: 10,
              total: dictionaries.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            rowClassName={(r) => (r.code === chosen?.code ? 'ant-table-row-selected' : '')}
            onRow={(record) => ({ onClick: () => choose(record), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('systemAdmin.code'), dataIndex: 'code' },
              { title: t('systemAdmin.dictName'), dataIndex: 'dictValue' },
              { title: t('systemAdmin.itemCount'), dataIndex: 'itemCount', width: 70 },
              {
                title: t('systemAdmin.operation'),
                key: 'op',
                width: 70,
                render: (_, record) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={(e) => {
                      e.stopPropagation();
                      setTarget({ kind: 'dictionary', record });
                    }}
                  >
                    {t('systemAdmin.edit')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card
          title={chosen ? `${chosen.dictValue}（${chosen.code}）` : t('systemAdmin.chooseDictionary')}
          extra={
            chosen ? (
              <Button
                type="primary"
                onClick={() => setTarget({ kind: 'item', code: chosen.code, parentKey })}
              >
                {t('systemAdmin.addItem')}
              </Button>
            ) : null
          }
        >
          {chosen ? (
            <>
              <Space size={4} wrap style={{ marginBottom: 12 }}>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    setPath([]);
                    setItemPage(1);
                  }}
                >
                  {t('systemAdmin.topItems')}
                </Button>
                {path.map((p, i) => (
                  <Button
                    key={p.id}
                    size="small"
                    type="link"
                    onClick={() => {
                      setPath(path.slice(0, i + 1));
                      setItemPage(1);
                    }}
                  >
                    / {p.dictValue}
                  </Button>
                ))}
              </Space>
              <Table<DictItemRecord>
                rowKey="id"
                size="small"
                loading={items.isPending}
                dataSource={items.data?.records ?? []}
                pagination={{
                  current: itemPage,
                  pageSize: 10,
                  total: items.data?.total ?? 0,
                  onChange: setItemPage,
                  showSizeChanger: false,
                }}
                columns={[
                  { title: t('systemAdmin.dictKey'), dataIndex: 'dictKey' },
                  {
                    title: t('systemAdmin.dictValue'),
                    dataIndex: 'dictValue',
                    render: (v: string, r) => (
                      <Space>
                        {v}
                        {r.isSealed ? <Tag>{t('systemAdmin.sealed')}</Tag> : null}
                      </Space>
                    ),
                  },
                  { title: t('systemAdmin.sort'), dataIndex: 'sort', width: 60 },
                  {
                    title: t('systemAdmin.operation'),
                    key: 'op',
                    width: 200,
                    render: (_, record) => (
                      <Space size={0}>
                        <Button
                          type="link"
                          size="small"
                          onClick={() => {
                            setPath([...path, record]);
                            setItemPage(1);
                          }}
                        >
                          {record.hasChildren ? t('systemAdmin.children') : t('systemAdmin.addChildren')}
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          onClick={() =>
                            setTarget({
                              kind: 'item',
                              code: record.code,
                              parentKey: record.parentKey,
                              record,
                            })
                          }
                        >
                          {t('systemAdmin.edit')}
                        </Button>
                        {record.isSealed ? null : (
                          <Popconfirm
                            title={t('systemAdmin.removeConfirm', { name: record.dictValue })}
                            onConfirm={() => remove(record)}
                          >
                            <Button type="link" size="small" danger>
                              {t('systemAdmin.remove')}
                            </Button>
                          </Popconfirm>
                        )}
                      </Space>
                    ),
                  },
                ]}
              />
            </>
          ) : (
            <Typography.Text type="secondary">{t('systemAdmin.chooseHint')}</Typography.Text>
          )}
        </Card>
      </Col>
      {target ? (
        <DictEditModal
          target={target}
          onClose={(saved) => {
            setTarget(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
    </Row>
  );
}
