import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n/use-t.ts';
import { ErrorPage } from './error-page.tsx';

/** Unknown routes: "Page not found: {path}" (docs/product-spec.md, "Error catalogue"). */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return <ErrorPage status={404} description={t('error.notFound', { path: pathname })} />;
}
