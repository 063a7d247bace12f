import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The 建设中 placeholder many menu entries show (spec 000 §2, 002 §2.3). */
export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<ToolOutlined style={{ color: '#409EFF' }} />}
      title={<h2 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{t('building.title')}</h2>}
      subTitle={t('building.description')}
    />
  );
}
