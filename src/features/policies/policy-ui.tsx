import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { policyStates } from '../../../contract/purchase.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Grey blocks where the content will be, announced as loading. */
export function Skeleton({ label, rows = 3, page = false }: { label: string; rows?: number; page?: boolean }) {
  return (
    // A whole page's placeholder fills the screen, as the page skeleton does: the footer stays below
    // the fold until the content arrives, instead of moving up and down (layout shift).
    <Stack gap="3" role="status" aria-live="polite" minH={page ? '100vh' : undefined}>
      <Text srOnly>{label}</Text>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} aria-hidden="true" h="24" borderRadius="lg" bg="bg.muted" />
      ))}
    </Stack>
  );
}

/** A failure with what happened and Try again. */
export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Notice tone="error">
      <Text fontWeight="medium">{message}</Text>
      <Box>
        <Button size="sm" onClick={onRetry}>
          {t('policies.retry')}
        </Button>
      </Box>
    </Notice>
  );
}

/** A titled block of the policy page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Label / value pairs as a description list, one pair a row. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    // minmax(0, 1fr) and anywhere-wrapping: a long value (an email address) wraps inside the card instead of overflowing it.
    <Box as="dl" display="grid" gridTemplateColumns="minmax(7rem, auto) minmax(0, 1fr)" columnGap="4" rowGap="1" m="0">
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted">
            {label}
          </Box>
          <Box as="dd" m="0" fontWeight="medium" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** `YYYY-MM-DD` (a calendar day) in the page's language, never shifted by the time zone. */
export function useDay() {
  const intl = useIntl();
  return (isoDate: string) => intl.formatDate(`${isoDate.slice(0, 10)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The page's language, for the names the server sends in both. */
export function useLang(): 'en' | 'ar' {
  return useIntl().locale.startsWith('ar') ? 'ar' : 'en';
}

/**
 * The policy's state as a badge; an approved cancellation not yet in effect keeps the policy active
 * until its day, and says so ("Cancellation effective on 1 May 2026").
 */
export function PolicyState({ policy }: { policy: { state: (typeof policyStates)[number]; cancelledOn: string | null } }) {
  const t = useT();
  const day = useDay();
  const scheduled = policy.state === 'active' && policy.cancelledOn !== null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm" fontWeight="semibold" px="2" borderRadius="md" bg={policy.state === 'active' && !scheduled ? 'bg.success' : 'bg.muted'}>
        {t(`policies.state.${policy.state}`)}
      </Text>
      {scheduled && (
        <Text fontSize="sm" fontWeight="semibold" px="2" borderRadius="md" bg="bg.warning">
          {t('policies.cancellationEffective', { date: day(policy.cancelledOn!) })}
        </Text>
      )}
    </HStack>
  );
}
