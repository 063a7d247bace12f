import type { CatalogueItemView } from '@rer/contracts';
import { Button, Card, Col, Empty, Input, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueQuery } from '../../lib/catalogue-query';
import { useOpenCatalogueItem } from '../../shell/portal/catalogue-entry';

const matches = (item: CatalogueItemView, needle: string, trail: string[]) =>
  !needle || [item.name, item.appId, ...trail].some((text) => text.toLowerCase().includes(needle));

/**
 * 业务办理 (issue 20, ADR 41): the businesses of the signed-in zone by group, with a search. An open
 * business starts its application (`/process/apply?appId=&nodeId=apply`); a gated one shows its
 * message (a listed enterprise's share changes go to the counter); one not offered yet says so.
 */
export default function BusinessCataloguePage() {
  const { t } = useTranslation();
  const open = useOpenCatalogueItem();
  const [search, setSearch] = useState('');
  const catalogue = useCatalogueQuery();
  const needle = search.trim().toLowerCase();
  const groups = useMemo(
    () =>
      (catalogue.data ?? [])
        .map((g) => ({
          ...g,
          subgroups: g.subgroups
            .map((s) => ({ ...s, items: s.items.filter((i) => matches(i, needle, [g.name, s.name])) }))
            .filter((s) => s.items.length > 0),
        }))
        .filter((g) => g.subgroups.length > 0),
    [catalogue.data, needle],
  );

  return (
    <div className="rer-catalogue" data-testid="business-catalogue">
      <Card>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('route.businessCatalogue')}
          </Typography.Title>
          <Input.Search
            allowClear
            placeholder={t('catalogue.search')}
            aria-label={t('catalogue.search')}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 420 }}
          />
        </Space>
      </Card>
      {catalogue.isPending ? <Skeleton active /> : null}
      {!catalogue.isPending && groups.length === 0 ? <Empty description={t('catalogue.none')} /> : null}
      {groups.map((group) => (
        <Card key={group.key} title={group.name} size="small" style={{ marginTop: 16 }}>
          {group.subgroups.map((sub) => (
            <div key={sub.key} style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">{sub.name}</Typography.Text>
              <Row gutter={[12, 12]} style={{ marginTop: 8 }}>
                {sub.items.map((item) => (
                  <Col key={item.appId} xs={24} sm={12} md={8} xl={6}>
                    <Card size="small" data-testid={`catalogue-item-${item.appId}`}>
                      <Space direction="vertical" size={4} style={{ width: '100%' }}>
                        <Typography.Text strong>{item.name}</Typography.Text>
                        <Space>
                          <Typography.Text type="secondary">{item.appId}</Typography.Text>
                          {item.state.kind === 'not-offered' ? <Tag>{t('catalogue.notOffered')}</Tag> : null}
                          {item.state.kind === 'message' ? (
                            <Tag color="orange">{t('catalogue.counter')}</Tag>
                          ) : null}
                        </Space>
                        <Button
                          type={item.state.kind === 'open' ? 'primary' : 'default'}
                          size="small"
                          disabled={item.state.kind === 'not-offered'}
                          onClick={() => open(item)}
                          aria-label={`${item.btnTitle}${item.name}`}
                        >
                          {item.btnTitle}
                        </Button>
                      </Space>
                    </Card>
                  </Col>
                ))}
              </Row>
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
