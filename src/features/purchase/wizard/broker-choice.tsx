import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Img, errorColor } from '../ui.tsx';
import { Choice } from './choice.tsx';

/** The brokers selling the category, the customer's own kept when it is one of them; on the details screen, above what is priced. */
export function BrokerChoice({ missing }: { missing: boolean }) {
  const t = useT();
  const intl = useIntl();
  const send = usePurchaseSend();
  const brokers = usePurchase((snapshot) => snapshot.context.category?.brokers ?? []);
  const brokerId = usePurchase((snapshot) => snapshot.context.brokerId);
  return (
    <Stack as="fieldset" gap="2" aria-describedby={missing ? 'broker-error' : 'broker-lead'} aria-invalid={missing || undefined}>
      <Text as="legend" fontWeight="semibold" mb="1">
        {t('purchase.broker.title')}
      </Text>
      <Text id="broker-lead" fontSize="sm" color="fg.muted">
        {t('purchase.broker.lead')}
      </Text>
      {brokers.map((broker) => (
        <Choice key={broker.brokerId} type="radio" name="broker" checked={broker.brokerId === brokerId} onChange={() => send({ type: 'purchase.chooseBroker', brokerId: broker.brokerId })}>
          <Stack direction="row" gap="3" align="center">
            <Img src={broker.logoUrl} alt="" width="8" height="8" borderRadius="md" flexShrink={0} />
            <Stack gap="0">
              <Text fontWeight="semibold">{broker.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('purchase.broker.licence', { code: `\u2068${broker.licenceCode}\u2069` })} ·{' '}
                {t('purchase.broker.rating', { rating: intl.formatNumber(broker.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
              </Text>
            </Stack>
          </Stack>
        </Choice>
      ))}
      {missing && (
        <Text id="broker-error" fontSize="sm" color={errorColor}>
          {t('purchase.broker.missing')}
        </Text>
      )}
    </Stack>
  );
}
