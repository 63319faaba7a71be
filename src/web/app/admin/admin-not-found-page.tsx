import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';

export function AdminNotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'No staff page at this address.',
    keywords: ['staff'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>Page not found</h1>
      <p>
        There is no staff page at this address. Go to <Link to="/door">the door</Link>.
      </p>
    </div>
  );
}
