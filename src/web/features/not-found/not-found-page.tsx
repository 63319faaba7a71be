import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/not-found.css';

export function NotFoundPage() {
  const { t } = useTexts();
  usePageMeta({
    title: t('notFound.title'),
    description: t('pageNotFound'),
    keywords: ['not found', '404'],
  });
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('pageNotFound')}</h1>
      <p>
        <Link to="/" className="button">
          {t('common.bookAVisit')}
        </Link>
      </p>
    </div>
  );
}
