import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoadedSchema } from '../../forms';

/**
 * Why a page cannot show its form: the schema failed to load (`loaded` undefined: 获取表单配置失败), or
 * the browser's own parse refused it (its errors listed).
 */
export function FormSchemaAlert({ loaded }: { loaded: LoadedSchema | undefined }) {
  const { t } = useTranslation();
  if (!loaded) return <Alert type="error" showIcon title={t('workflow.formLoadFailed')} />;
  return (
    <Alert
      type="error"
      showIcon
      title={t('workflow.formInvalid')}
      description={loaded.ok ? undefined : loaded.errors.join('；')}
    />
  );
}
