import { Box, Button, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

export { Input, Select } from '@/components/form-controls.ts';

/** Error text: red.700 on white (and red.300 on dark) passes 4.5:1, Chakra's fg.error does not on the panels. */
export const errorColor = { _light: 'red.700', _dark: 'red.300' } as const;
export const Img = chakra('img');

/** A labelled form field: the label, the control (given the ids), its hint and its error. */
export function Field({
  label,
  error,
  hint,
  id: givenId,
  children,
}: {
  label: string;
  /** The control's id when something else needs to find it (focus on the first error). */
  id?: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium">
        {label}
      </chakra.label>
      {children({ id, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} fontSize="sm" color={errorColor}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

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
      <Text color={errorColor} fontWeight="medium">
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
