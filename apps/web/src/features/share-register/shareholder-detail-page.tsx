import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HolderSearchDialog } from './holder-search-dialog';
import { HolderSearchTable } from './holder-search-table';

/**
 * 股东查询 (/shareholderDetail): the holders the caller may see (staff: the tenant; an enterprise or
 * member: its companies' holders; an investor: its own accounts — the server decides), searched by
 * a key or, exactly, through the shareholder search dialog; each row opens its detail page.
 */
export default function ShareholderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Card
      title={t('shareRegister.detailPage.searchTitle')}
      extra={
        <Button onClick={() => setDialogOpen(true)}>{t('shareRegister.detailPage.byCertificate')}</Button>
      }
    >
      <HolderSearchTable
        action={(row) => <Link to={`/singleShareholderDetail/${row.uuid}`}>{t('shareRegister.detail')}</Link>}
      />
      <HolderSearchDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSelect={(row) => void navigate(`/singleShareholderDetail/${row.uuid}`)}
      />
    </Card>
  );
}
