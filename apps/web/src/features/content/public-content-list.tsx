import type { ContentCategory, PublicContentSummary } from '@rer/contracts';
import { Alert, Card, Form, Input, List } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { contentApi } from './api';
import { CATEGORY_LABELS, publicPathOf } from './labels';

interface Search {
  title?: string;
}

/**
 * A public list of one category's published items (the host's tenant, no sign-in; ADR 83): search
 * by title, newest first, paged on the server. Items link to the category's detail page.
 */
export function PublicContentList({
  category,
  title,
  extra,
}: {
  category: ContentCategory;
  title?: string;
  extra?: ReactNode;
}) {
  const tenantId = useEffectiveTenantId();
  const search = usePagedSearch<Search, PublicContentSummary>({
    key: ['public-content', category, tenantId],
    fetch: (params, signal) => contentApi.publicList({ ...params, category }, signal),
    defaultSize: 10,
  });
  const name = CATEGORY_LABELS[category];
  return (
    <Card
      title={title ?? name}
      extra={extra}
      data-testid={`public-content-${category}`}
      style={{ margin: 24 }}
    >
      <SearchForm search={search} name={`public-content-${category}-search`}>
        <Form.Item name="title" label="标题">
          <Input allowClear maxLength={100} placeholder={`请输入${name}标题`} />
        </Form.Item>
      </SearchForm>
      {search.list.isError ? (
        <Alert type="info" showIcon message={(search.list.error as Error).message} />
      ) : (
        <List<PublicContentSummary>
          loading={search.tableProps.loading}
          dataSource={search.tableProps.dataSource}
          pagination={{ ...search.tableProps.pagination, align: 'end' }}
          locale={{ emptyText: `暂无${name}` }}
          renderItem={(item) => (
            <List.Item extra={<span style={{ color: '#8c8c8c' }}>{formatDate(item.publishedAt)}</span>}>
              <Link to={publicPathOf(item.category, item.id)} data-testid="public-content-link">
                {item.title}
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
