import { brokerChangeReasons, cancellationReasons } from '../../../../contract/policy-request-reasons.ts';
import type { PolicyRequest } from '../../../../contract/policy-requests.ts';
import { useIntl } from 'react-intl';
import { localDigits } from '@/lib/i18n/digits.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isOneOf } from '@/lib/one-of.ts';

const requestReasons = [...cancellationReasons, ...brokerChangeReasons];
import { useDay } from '../policy-ui.tsx';

type Refund = NonNullable<PolicyRequest['refund']>;

/** The words and formats of a request (dates, money, destinations, reasons) in the page's language. */
export function useRequestFormat() {
  const t = useT();
  const day = useDay();
  const money = useMoney();
  const intl = useIntl();
  return {
    t,
    day,
    money,
    /** A count in the page's digits (Arabic-Indic in Arabic). */
    count: (n: number) => intl.formatNumber(n),
    /** An identifier's digits (a card's last four) in the page's digits. */
    digits: (text: string) => localDigits(intl, text),
    reason: (code: string) => (isOneOf(requestReasons, code) ? t(`policyRequests.reason.${code}`) : code),
    kind: (kind: PolicyRequest['kind']) => t(`policyRequests.kind.${kind}`),
    status: (status: PolicyRequest['status']) => t(`policyRequests.status.${status}`),
    /** Where a refund goes: the wallet, or the card (with its last four digits). */
    destination: (refund: Pick<Refund, 'destination' | 'cardMinor'>, cardLast4: string | null = null) =>
      refund.destination === 'card' && refund.cardMinor > 0
        ? t('policyRequests.destination.card', { last4: cardLast4 ? localDigits(intl, cardLast4) : '••••' })
        : t('policyRequests.destination.wallet'),
  };
}
