import type { ReactNode } from 'react';
import { Box, Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export interface ErrorPageProps {
  status: number;
  /** Defaults: "Page Not Found" for 404, "Internal Server Error" otherwise (docs/product-spec.md, "Screens and routes"). */
  statusMessage?: string;
  description?: ReactNode;
}

/** The generic error page: status code, status message, description, and a way forward. */
export function ErrorPage({ status, statusMessage, description }: ErrorPageProps) {
  const t = useT();
  const intl = useIntl();
  const message = statusMessage ?? t(status === 404 ? 'error.pageNotFound' : 'error.internalServerError');
  useDocumentTitle(message);
  return (
    <Stack gap="4" py="10" align="start" data-testid="error-page" data-status={status}>
      <Text fontWeight="semibold" color="fg.muted" data-testid="error-status">
        {t('error.statusCode', { status: intl.formatNumber(status, { useGrouping: false }) })}
      </Text>
      <Heading as="h1" size="3xl">
        {message}
      </Heading>
      <Text data-testid="error-description">{description ?? t('error.unexpectedDescription')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          {/* A plain link: after a fatal error the router itself may be what broke. */}
          <a href="/">{t('error.goHome')}</a>
        </Button>
        {status !== 404 && (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** The error page on its own, when the layouts themselves cannot be trusted. */
export function StandaloneErrorPage(props: ErrorPageProps) {
  return (
    <Box as="main" minH="100dvh">
      <Container maxW="3xl">
        <ErrorPage {...props} />
      </Container>
    </Box>
  );
}
