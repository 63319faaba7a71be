import { HttpError } from './api';
import { useTexts } from './i18n';

/**
 * What a failed data load shows: the spec's 'Error: {status}' and a way to try again.
 * Without an HTTP status it names the kind of failure instead (network, unexpected answer).
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTexts();
  const network = error instanceof TypeError;
  const status =
    error instanceof HttpError ? error.status : network ? t('load.network') : t('load.unexpected');
  return (
    <div className="load-error" role="alert">
      <p>{t('loadFailed', { status })}</p>
      {network && <p>{navigator.onLine ? t('load.unreachable') : t('load.offline')}</p>}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
