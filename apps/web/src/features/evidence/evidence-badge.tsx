import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statementQuery, useLedgerScopeKey } from './statement-query';

const EvidenceDialog = lazy(() => import('./evidence-dialog'));

export interface EvidenceBadgeProps {
  /** The business record's uuid (the statement call's `uuid`). */
  uuid: string;
  /** The business type (flow key), when the record has one. */
  appId?: string | undefined;
  /** Shown in the tooltip so people can tell records apart. */
  bizSn?: string | undefined;
}

/**
 * 区块链存证 (000 §1, §7): shown when `statement/getStatementDetail` answers a first item with a
 * chainHash; clicking opens the statement, its receipt and the in-browser verification.
 */
export function EvidenceBadge({ uuid, appId, bizSn }: EvidenceBadgeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const statements = useQuery({
    ...statementQuery(useLedgerScopeKey(), uuid, appId),
    enabled: uuid.trim() !== '',
  });
  if (!statements.data?.[0]?.chainHash) return null;
  return (
    <>
      <Tooltip title={bizSn ? `${t('evidence.badgeTip')}（${bizSn}）` : t('evidence.badgeTip')}>
        <Tag
          color="geekblue"
          icon={<LinkOutlined />}
          role="button"
          tabIndex={0}
          data-testid="evidence-badge"
          style={{ cursor: 'pointer' }}
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          {t('evidence.badge')}
        </Tag>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <EvidenceDialog open={open} onClose={() => setOpen(false)} uuid={uuid} appId={appId} />
        </Suspense>
      )}
    </>
  );
}
