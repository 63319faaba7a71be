import { Link } from 'react-router';
import { richText } from '../../lib/rich-text';
import { t } from '../../lib/staff-texts';
import { usePageMeta } from '../../lib/use-page-meta';

export function AdminNotFoundPage() {
  usePageMeta({
    title: t('admin.notFound.title'),
    description: t('admin.notFound.description'),
    keywords: ['staff'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>{t('admin.notFound.title')}</h1>
      <p>{richText(t('admin.notFound.text'), [(door) => <Link to="/door">{door}</Link>])}</p>
    </div>
  );
}
