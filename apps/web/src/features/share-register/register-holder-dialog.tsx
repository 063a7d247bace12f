import type { HolderRecord } from '@rer/contracts';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HolderSearchDialog } from './holder-search-dialog';
import { HolderSearchTable } from './holder-search-table';

export interface RegisterHolderDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The chosen holder (status 2 refused, status 3 warned, 000 §5); the dialog closes. */
  onSelect: (row: HolderRecord) => void;
  /** For the 000 §5 search: a fixed shareholder type, and the business (550221 sends other keys). */
  organType?: number | string | undefined;
  appId?: string | undefined;
}

/**
 * Choosing a holder for a form (the 550004 transferor and transferee, issue 18): the register's own
 * holders first — the holder search table, listing what the caller may see (an enterprise: the
 * holders of its companies) and searching by a part of the name, or an exact account or ID number —
 * and, for anyone else, the 股东查询 of 000 §5 by name, type and full ID number.
 */
export function RegisterHolderDialog(props: RegisterHolderDialogProps) {
  const { t } = useTranslation();
  const [byId, setById] = useState(false);
  const choose = (row: HolderRecord) => {
    setById(false);
    props.onSelect(row);
  };
  return (
    <>
      <Modal
        open={props.open && !byId}
        title={props.title}
        onCancel={props.onClose}
        footer={
          <Button onClick={() => setById(true)} data-testid="holder-search-by-id">
            {t('shareRegister.registerPick.byId')}
          </Button>
        }
        width={960}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('shareRegister.registerPick.hint')}</Typography.Paragraph>
        <div data-testid="register-holder-search">
          <HolderSearchTable onSelect={choose} />
        </div>
      </Modal>
      {byId && (
        <HolderSearchDialog
          open
          organType={props.organType}
          appId={props.appId}
          onClose={() => setById(false)}
          onSelect={choose}
        />
      )}
    </>
  );
}
