import { AppstoreOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PORTAL_BUILDING_PATH } from '../../app/route-table';
import type { MenuItem } from '../../lib/identity/api';
import { useRefAccounts, useRefCompanies, useVisibleMenu } from '../../lib/identity/queries';
import { canSwitchHolder } from '../../lib/identity/selection';
import { useSession } from '../../lib/use-session';
import { useMenuName } from '../../shell/portal/menu-name';
import { usePortalNavigate } from '../../shell/portal/portal-navigation';

/** The menu path of pages not built yet (the server's BUILDING_PATH). */
const SERVER_BUILDING_PATH = '/building';

const leavesOf = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.children.length > 0 ? leavesOf(item.children) : [item]));

/** 工作台: greeting, zone, current enterprise / registration account, shortcut cards to the menu's leaves. */
export default function WorkbenchPage() {
  const { t } = useTranslation();
  const go = usePortalNavigate();
  const nameOf = useMenuName();
  const session = useSession((s) => s);
  const holderZone = canSwitchHolder(session);
  const companyZone = session.landingMode === 'org' || session.landingMode === 'member';
  const companies = useRefCompanies(companyZone);
  const accounts = useRefAccounts(holderZone);
  const company = companies.data?.find((item) => item.current || item.companyId === session.currentCompany);
  const holder = accounts.data?.find((item) => item.current || item.holderUuid === session.currentHolder);
  const leaves = leavesOf(useVisibleMenu() ?? []).filter((item) => item.path !== '/wel/index');

  // A shortcut opens its page; only a page still being built opens the 建设中 placeholder.
  const target = (item: MenuItem) =>
    item.path === SERVER_BUILDING_PATH || item.path === ''
      ? `${PORTAL_BUILDING_PATH}?menu=${encodeURIComponent(item.id)}`
      : item.path;

  return (
    <div className="rer-workbench">
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('workbench.greeting', { name: session.userInfo?.name ?? session.account ?? '' })}
        </Typography.Title>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('workbench.zone')}>
            {session.landingMode ? t(`zone.${session.landingMode}`) : ''}
          </Descriptions.Item>
          {companyZone ? (
            <Descriptions.Item label={t('workbench.company')}>
              {company?.name ?? t('workbench.notChosen')}
            </Descriptions.Item>
          ) : null}
          {holderZone ? (
            <Descriptions.Item label={t('workbench.holder')}>
              {holder ? `${holder.holderName}（${holder.accountNumber}）` : t('workbench.notChosen')}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Typography.Title level={5}>{t('workbench.shortcuts')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {leaves.map((item) => (
          <Col key={item.id} xs={12} sm={8} md={6} xl={4}>
            <Card hoverable size="small" className="rer-shortcut" onClick={() => go(target(item), item.path)}>
              <AppstoreOutlined className="rer-shortcut-icon" />
              <div>{nameOf(item)}</div>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
