import type { HeldShippedFormVersion } from '@rer/contracts';
import { canonicalSchemaJson } from '@rer/domain';
import { Alert, Button, Modal, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { DesignPreview } from './design-preview';
import { checkDraft, type Draft, toDraft } from './schema-draft';

/** Same content, key order aside (as the server compares a held schema with the latest version). */
export function sameSchema(a: unknown, b: unknown): boolean {
  return canonicalSchemaJson(a) === canonicalSchemaJson(b);
}

/**
 * ADR 19: a newer shipped schema is held back because the version in effect is an
 * administrator's. Shows it read-only (JSON and preview) and offers to load it into the editor as
 * an unsaved draft — adopting it is then the designer's ordinary save (expectedVersion).
 */
export function HeldSeedAlert({
  held,
  inDraft,
  appId,
  nodeId,
  onLoadDraft,
}: {
  held: HeldShippedFormVersion;
  /** The shipped schema was loaded into the editor and is not saved yet. */
  inDraft: boolean;
  appId: string;
  nodeId: string;
  onLoadDraft: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const check = useMemo(() => (open ? checkDraft(toDraft(held.schema)) : null), [open, held.schema]);
  const recordedAt = formatDateTime(held.recordedAt);

  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="held-seed-alert"
        title={t('formDesign.held.title')}
        description={
          <Typography.Text type="secondary">
            {inDraft
              ? t('formDesign.held.loaded')
              : t('formDesign.held.detail', { version: held.heldBehind, recordedAt })}
          </Typography.Text>
        }
        action={
          <Space direction="vertical">
            <Button size="small" onClick={() => setOpen(true)}>
              {t('formDesign.held.view')}
            </Button>
            <Button size="small" type="primary" onClick={() => onLoadDraft(toDraft(held.schema))}>
              {t('formDesign.held.loadDraft')}
            </Button>
          </Space>
        }
      />
      <Modal
        open={open}
        title={t('formDesign.held.viewTitle')}
        width={900}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Tabs
          items={[
            {
              key: 'json',
              label: t('formDesign.schemaJson'),
              children: (
                <pre
                  data-testid="held-seed-json"
                  style={{ maxHeight: 520, overflow: 'auto', margin: 0, fontSize: 12 }}
                >
                  {JSON.stringify(held.schema, null, 2)}
                </pre>
              ),
            },
            {
              key: 'preview',
              label: t('formDesign.preview'),
              children: <DesignPreview check={check} appId={appId} nodeId={nodeId} />,
            },
          ]}
        />
      </Modal>
    </>
  );
}
