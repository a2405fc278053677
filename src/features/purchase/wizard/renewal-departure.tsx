import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The first day a renewed trip may depart (the server's rule): the day after the renewed policy ends,
 * or today once it has ended; the old trip's dates are past, so the customer picks the new ones.
 */
export function earliestRenewalDeparture(policyEndDate: string, today = new Date().toISOString().slice(0, 10)): string {
  const dayAfter = new Date(Date.parse(`${policyEndDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return dayAfter > today ? dayAfter : today;
}

/** Says, above a travel renewal's dates, from which day the trip may depart, and tells the step (for its check). */
export function RenewalDeparture({ policyNumber, onEarliest }: { policyNumber: string; onEarliest: (day: string) => void }) {
  const t = useT();
  const intl = useIntl();
  const policy = useEndpoint('policy', { params: { policyNumber } });
  const earliest = policy.status === 'ready' ? earliestRenewalDeparture(policy.data.endDate) : null;
  useEffect(() => {
    if (earliest) onEarliest(earliest);
  }, [earliest, onEarliest]);
  if (!earliest) return null;
  return <Text id="renewal-departure">{t('purchase.renewal.departure', { date: renewalDay(intl, earliest) })}</Text>;
}

export const renewalDay = (intl: ReturnType<typeof useIntl>, day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
