import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Empty, Modal, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { identityApi } from '../../lib/identity/api';
import { identityKeys, useRefCompanies } from '../../lib/identity/queries';
import { updateSession } from '../../lib/session';

/** 切换企业 (spec 000 §2): the current enterprise and a radio list of the others ('None' when empty). */
export function SwitchCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companies = useRefCompanies(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = companies.data?.find((company) => company.current);
  const others = companies.data?.filter((company) => !company.current) ?? [];

  async function confirm() {
    if (!chosen) return void message.error(t('identity.selectCompany'));
    setBusy(true);
    try {
      await identityApi.switchCompany(chosen);
      updateSession({ currentCompany: chosen });
      await queryClient.invalidateQueries({ queryKey: identityKeys.all });
      void message.success(t('identity.switched'));
      setChosen(null);
      onClose();
    } catch {
      // The transport shows the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('identity.switchCompany')}
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      {companies.isPending ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('identity.currentCompany')}>
              {current?.name ?? t('identity.none')}
            </Descriptions.Item>
          </Descriptions>
          <strong>{t('identity.otherCompanies')}</strong>
          {others.length === 0 ? (
            <Empty description={t('identity.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Radio.Group
              value={chosen}
              onChange={(event) => setChosen(String(event.target.value))}
              options={others.map((company) => ({ value: company.companyId, label: company.name }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
