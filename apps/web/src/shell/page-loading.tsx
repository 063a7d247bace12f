import { useTranslation } from 'react-i18next';

/** Shown while a route's code loads; plain markup so it costs nothing in the first bundle. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="rer-page-loading" role="status" aria-live="polite">
      {t('app.loading')}
    </div>
  );
}
