import { Link } from 'react-router';
import { texts } from '../../../shared/texts';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../styles/not-found.css';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: texts.pageNotFound,
    keywords: ['not found', '404'],
  });
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{texts.pageNotFound}</h1>
      <p>
        <Link to="/" className="button">
          Book a visit
        </Link>
      </p>
    </div>
  );
}
