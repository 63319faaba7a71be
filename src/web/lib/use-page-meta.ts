import { useEffect } from 'react';
import { organisation } from './environment';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the page's title, description and keywords (the spec's "page meta") while it is shown. */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  const keywordList = keywords.join(', ');
  useEffect(() => {
    document.title = `${title} | ${organisation.name}`;
    setMetaTag('description', description);
    setMetaTag('keywords', keywordList);
  }, [title, description, keywordList]);
}
