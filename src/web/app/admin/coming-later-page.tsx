import { usePageMeta } from '../../lib/use-page-meta';

/** A page of the staff site that a later release builds: named now, so the nav has room for it. */
export function ComingLaterPage({ title }: { title: string }) {
  usePageMeta({ title, description: `${title}: coming in a later release.`, keywords: ['staff', title] });
  return (
    <div className="admin-page admin-narrow">
      <h1>{title}</h1>
      <p>This page comes in a later release. Until then, ask the team that runs the server.</p>
    </div>
  );
}
