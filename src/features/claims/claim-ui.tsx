import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Fragment, type ReactNode, createElement } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '@/components/forms/form-ui.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isOneOf } from '@/lib/one-of.ts';
import type { FlowFailure } from '../../../machines/shared/failure.ts';
import { unlessOutage } from '@/components/forms/outage-notice.tsx';
import { incidentKinds } from './details-fields.ts';

/** Small pieces every claim screen uses: a loading placeholder, a failure with a way on, a step's heading, the actions row. */
export function Loading({ label }: { label: string }) {
  return (
    <Stack gap="3" role="status" aria-live="polite" minH="60vh">
      <Text srOnly>{label}</Text>
      {[0, 1, 2].map((index) => (
        <Box key={index} aria-hidden="true" h="20" borderRadius="lg" bg="bg.muted" />
      ))}
    </Stack>
  );
}

/** A step's failure: no connection, the service away (a 503: not the customer's connection to check), or the step's own words. */
export function failureText(t: ReturnType<typeof useT>, error: FlowFailure, own: MessageKey, kind: 'form' | 'load' = 'form'): string {
  return error.reason === 'offline' ? t('claims.error.offline') : unlessOutage(t, error, t(own), kind);
}

/** A claim's kind in the customer's words (a kind this app does not know yet stays as the server sent it). */
export function kindText(t: ReturnType<typeof useT>, kind: string): string {
  return isOneOf(incidentKinds, kind) ? t(`claims.kind.${kind}`) : kind;
}

export function Problem({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Notice tone="error">
      <Text fontWeight="medium">{message}</Text>
      {action && <HStack gap="3" wrap="wrap">{action}</HStack>}
    </Notice>
  );
}

export function StepTitle({ step, steps, title }: { step: number; steps: number; title: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Stack gap="1">
      <Text color="fg.muted" fontSize="sm">
        {t('claims.step', { step: intl.formatNumber(step), steps: intl.formatNumber(steps) })}
      </Text>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
    </Stack>
  );
}

/** Continue (a submit button) and Back, a full-width pair on a phone. */
export function StepButtons({ submit, onBack, back, busy = false }: { submit: string; onBack?: () => void; back?: string; busy?: boolean }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <Button type="submit" loading={busy} minH="11">
        {submit}
      </Button>
      {onBack && back && (
        <Button type="button" variant="outline" minH="11" onClick={onBack}>
          {back}
        </Button>
      )}
    </Stack>
  );
}

/** A day or an instant in the page's language. */
export function useDates() {
  const intl = useIntl();
  return {
    day: (iso: string) => intl.formatDate(`${iso.slice(0, 10)}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    instant: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/**
 * A code that must read as one left-to-right run in any sentence (a masked IBAN, a claim or policy
 * number): isolated from the text around it and never broken over two lines.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <chakra.bdi dir="ltr" whiteSpace="nowrap">
      {children}
    </chakra.bdi>
  );
}

/** A message whose values are elements (an isolated code, a name): `t` with rich values. */
export function useRichT() {
  const intl = useIntl();
  return (key: MessageKey, values: Record<string, ReactNode>) => {
    // Typed as parts, but a message whose values are all text comes back as one string.
    const parts: ReactNode | ReactNode[] = intl.formatMessage({ id: key }, values);
    // Spread as children (not an array): React asks no keys of them.
    return createElement(Fragment, null, ...(Array.isArray(parts) ? parts : [parts]));
  };
}
