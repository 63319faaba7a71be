import { useTexts } from '../lib/i18n';

/** Shown while a page's code is still loading. */
export function PageLoading() {
  const { t } = useTexts();
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
