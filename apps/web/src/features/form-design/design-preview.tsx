import type { FormContext } from '@rer/domain';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../forms';
import type { DraftCheck } from './schema-draft';

/**
 * The live preview: the last draft that passed the schema's own validation, rendered by the
 * form renderer as an applicant would see it at the node (re-mounted when the schema changes,
 * so defaults and conditions start afresh).
 */
export function DesignPreview({
  check,
  appId,
  nodeId,
}: {
  check: DraftCheck | null;
  appId: string;
  nodeId: string;
}) {
  const { t } = useTranslation();
  const context = useMemo<FormContext>(
    () => ({ appId, nodeId, type: 'apply', route: '/formDesign' }),
    [appId, nodeId],
  );
  const key = useMemo(() => (check?.ok ? JSON.stringify(check.schema) : ''), [check]);
  if (!check?.ok)
    return <Typography.Text type="secondary">{t('formDesign.previewUnavailable')}</Typography.Text>;
  return (
    <FormRenderer
      key={key}
      schema={check.schema}
      context={context}
      showGroupNavigation={false}
      showBlockchainNotice={false}
    />
  );
}
