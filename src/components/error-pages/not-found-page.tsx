import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorPage } from './error-page.tsx';

/**
 * Unknown routes: "Page not found: {path}" (docs/product-spec.md, "Error catalogue"). The path is
 * isolated left to right, so an Arabic page shows "/nope-page", not "nope-page/".
 */
export function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const path = (
    <chakra.bdi key="path" dir="ltr">
      {pathname}
    </chakra.bdi>
  );
  return <ErrorPage status={404} description={intl.formatMessage({ id: 'error.notFound' }, { path })} />;
}
