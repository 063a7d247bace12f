import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { holdingCertificateApi } from './api';

/** 下载 of one certificate; the transport shows a refusal's message. */
export function CertificateDownloadButton({
  certificateNo,
  label = '下载',
}: {
  certificateNo: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid="download-holding-certificate"
      onClick={() => {
        setBusy(true);
        void holdingCertificateApi
          .download(certificateNo)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
