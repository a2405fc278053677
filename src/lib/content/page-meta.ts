import { useEffect } from 'react';

/**
 * A page's <title> and meta description. At build time the prerender reads what the page declared
 * (head tags of the HTML); in the browser the document follows when the page changes.
 */
export interface PageMeta {
  title: string;
  description?: string | undefined;
}

const declared: { current: PageMeta | null } = { current: null };

/** Build time: forget the previous page's declaration; the returned function reads this page's. */
export function beginPageMeta(): () => PageMeta | null {
  declared.current = null;
  return () => declared.current;
}

/** Only a render without a document (the prerender) records; the browser follows in effects. */
function recordForPrerender(meta: PageMeta | null): void {
  if (meta && typeof document === 'undefined') declared.current = meta;
}

export function usePageMeta(meta: PageMeta | null): void {
  recordForPrerender(meta);
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (description === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', description);
  }, [description]);
  useEffect(() => {
    if (title !== undefined) document.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
  }, [title]);
}
