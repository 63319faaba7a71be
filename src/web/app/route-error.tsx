import { Link } from 'react-router';
import { useTexts } from '../lib/i18n';
import { richText } from '../lib/rich-text';
import { usePageMeta } from '../lib/use-page-meta';

/**
 * Shown when a page fails to load: its code could not be fetched (offline, or a stale copy of
 * the app after an update) or it failed. Says which, and offers to try again.
 */
export function RouteError() {
  const { t } = useTexts();
  usePageMeta({
    title: t('routeError.title'),
    description: t('routeError.description'),
    keywords: ['error'],
  });
  const offline = !navigator.onLine;
  const detail = offline ? t('routeError.offline') : t('routeError.failed');
  const bookingPageLink = (text: string) => (
    <Link to="/" reloadDocument>
      {text}
    </Link>
  );
  return (
    <div className="page route-error">
      <h1>{t('routeError.title')}</h1>
      <p role="alert">{detail}</p>
      <p>{richText(offline ? t('routeError.retryOffline') : t('routeError.retry'), [bookingPageLink])}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
