import { Empty, Input, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../lib/identity/api';
import { menuTarget, searchMenu } from './menu-model';
import { useMenuName } from './menu-name';
import { usePortalNavigate } from './portal-navigation';

/** Search over the menu leaves; Esc closes (spec 002 §2.6). */
export function SearchOverlay({
  open,
  onClose,
  menu,
}: {
  open: boolean;
  onClose: () => void;
  menu: readonly MenuItem[];
}) {
  const { t } = useTranslation();
  const go = usePortalNavigate();
  const [text, setText] = useState('');
  const nameOf = useMenuName();
  const found = searchMenu(menu, text, nameOf);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shell.search')} keyboard destroyOnHidden>
      <Input.Search
        autoFocus
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('shell.searchPlaceholder')}
        aria-label={t('shell.search')}
      />
      <List
        style={{ marginTop: 12, maxHeight: 360, overflow: 'auto' }}
        dataSource={found}
        locale={{
          emptyText: <Empty description={t('shell.searchEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />,
        }}
        renderItem={({ item, trail }) => (
          <List.Item
            className="rer-search-hit"
            onClick={() => {
              go(menuTarget(item), item.path);
              onClose();
            }}
          >
            {[...trail, nameOf(item)].join(' - ')}
          </List.Item>
        )}
      />
    </Modal>
  );
}
