import { Button, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearErrorLog } from '../../lib/error-log';
import { message, modal } from '../../lib/feedback';
import type { ErrorLogEntry } from '../../lib/session';
import { useSession } from '../../lib/use-session';

/** The fullscreen dialog of locally stored errors; upload and clear each ask first (spec 000 §2). */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = useSession((s) => s.errorLog);

  const upload = () =>
    modal.confirm({
      title: t('http.promptTitle'),
      content: t('shell.uploadLogConfirm'),
      // No log-upload call exists on the server yet: the entries stay local (see docs/adr/0007).
      onOk: () => void message.info(t('shell.uploadLogUnavailable')),
    });
  const clear = () =>
    modal.confirm({
      title: t('http.promptTitle'),
      content: t('shell.clearLogConfirm'),
      onOk: () => {
        clearErrorLog();
        void message.success(t('shell.cleared'));
      },
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('shell.errorLogTitle')}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 140px)' } }}
      footer={
        <Space>
          <Button onClick={upload} disabled={entries.length === 0}>
            {t('shell.uploadLog')}
          </Button>
          <Button danger onClick={clear} disabled={entries.length === 0}>
            {t('shell.clearLog')}
          </Button>
        </Space>
      }
    >
      <Table<ErrorLogEntry>
        rowKey={(row) => `${row.time}:${row.message}`}
        size="small"
        dataSource={[...entries]}
        columns={[
          { title: t('shell.logType'), dataIndex: 'type', width: 140 },
          { title: t('shell.logUrl'), dataIndex: 'url', ellipsis: true },
          { title: t('shell.logMessage'), dataIndex: 'message' },
          { title: t('shell.logTime'), dataIndex: 'time', width: 220 },
        ]}
      />
    </Modal>
  );
}
