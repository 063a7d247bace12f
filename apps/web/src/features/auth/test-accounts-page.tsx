import type { demoAccount } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { authUrls } from '../../lib/auth/token-api';
import { http } from '../../lib/http';

type DemoAccount = z.infer<typeof demoAccount>;

/** The demo accounts of this environment (`GET demo-accounts`, refused in production). */
export default function TestAccountsPage() {
  const { t } = useTranslation();
  const accounts = useQuery({
    queryKey: ['demo-accounts'],
    queryFn: ({ signal }) =>
      http.getData<DemoAccount[]>(authUrls.demoAccounts, { signal, authorization: false }),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  return (
    <div className="rer-login">
      <Card title={t('testAccounts.title')} extra={<Link to="/login">{t('testAccounts.backToLogin')}</Link>}>
        <Table<DemoAccount>
          rowKey="username"
          size="small"
          pagination={false}
          loading={accounts.isPending}
          dataSource={accounts.data ?? []}
          columns={[
            { title: t('testAccounts.system'), dataIndex: 'system' },
            { title: t('testAccounts.username'), dataIndex: 'username' },
            { title: t('testAccounts.password'), dataIndex: 'password' },
          ]}
        />
      </Card>
    </div>
  );
}
