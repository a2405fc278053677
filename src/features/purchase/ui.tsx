import { Box, Button, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorText } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export { Input, Select } from '@/components/form-controls.ts';
// The wizard's fields are the app's (one Field); its error text is the app's error text.
export { Field, errorText as errorColor } from '@/components/forms/form-ui.tsx';
export const Img = chakra('img');

export function Panel({ children, ...props }: { children: ReactNode } & Parameters<typeof Box>[0]) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel" {...props}>
      {children}
    </Box>
  );
}

/**
 * `page`: the whole page's content is loading: as tall as the screen, like the page skeleton, so the
 * footer stays below the fold until the content arrives (no layout shift).
 */
export function Loading({ label, page = false }: { label?: string; page?: boolean }) {
  const t = useT();
  const status = (
    <Stack direction="row" align="center" gap="3" role="status" py="6">
      <Spinner size="sm" color="brand.solid" />
      <Text>{label ?? t('purchase.loading')}</Text>
    </Stack>
  );
  return page ? <Box minH="100vh">{status}</Box> : status;
}

/** A failure the customer can do something about: what happened and a way forward. */
export function Problem({ message, onRetry, retryLabel, children }: { message: string; onRetry?: () => void; retryLabel?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap="3" role="alert" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4" bg="bg.error">
      <Text color={errorText} fontWeight="medium">
        {message}
      </Text>
      <Stack direction="row" gap="3" wrap="wrap">
        {onRetry && (
          <Button onClick={onRetry} size="sm">
            {retryLabel ?? t('purchase.retry')}
          </Button>
        )}
        {children}
      </Stack>
    </Stack>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="brand.border" borderRadius="lg" p="3" bg="brand.subtle" color="brand.fg">
      {children}
    </Box>
  );
}

/** A form laid out as a column (the steps' forms). */
export const Form = chakra('form', { base: { display: 'flex', flexDirection: 'column', gap: '4' } });
