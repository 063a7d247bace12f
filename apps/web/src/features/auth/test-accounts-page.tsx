import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { type DemoAccount, useDemoAccounts } from '../../lib/auth/demo-accounts';

/** The demo accounts of this environment; where the server refuses them (production) the page does not exist. */
export default function TestAccountsPage() {
  const { t } = useTranslation();
  const accounts = useDemoAccounts();
  if (accounts.isSuccess && accounts.data === null) return <Navigate to="/404" replace />;
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
