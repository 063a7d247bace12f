import { Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '../../lib/feedback';
import { pledgeApi } from './pledge-api';

/** 股权质押登记申请表 (001 §2.2): the application-form PDF of the row's application, in a dialog. */
export function ApplicationFormDialog({
  applicationId,
  onClose,
}: {
  applicationId: string;
  onClose: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    let live = true;
    pledgeApi
      .applicationForm(applicationId)
      .then((file) => {
        href = URL.createObjectURL(file.blob);
        if (live) setUrl(href);
      })
      .catch(() => {
        if (live) void message.error('获取pdf数据失败');
      });
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [applicationId]);
  return (
    <Modal open title="股权质押登记申请表" width="70%" footer={null} onCancel={onClose} destroyOnHidden>
      {url ? (
        <iframe title="股权质押登记申请表" src={url} style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
