import type { ReactNode } from 'react';
import { type PageMeta, usePageMeta } from '../lib/use-page-meta';

/** A route whose feature page has not landed yet: its heading and a short note. */
export function ComingSoon({
  meta,
  heading,
  children,
}: {
  meta: PageMeta;
  heading: string;
  children: ReactNode;
}) {
  usePageMeta(meta);
  return (
    <div className="page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
