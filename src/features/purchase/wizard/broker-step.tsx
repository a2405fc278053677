import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Form, Img } from '../ui.tsx';
import { Choice } from './choice.tsx';
import { StepHeading } from './step-heading.tsx';

/** Step 1: keep the broker or choose one of those selling the category. */
export function BrokerStep() {
  const t = useT();
  const intl = useIntl();
  const send = usePurchaseSend();
  const brokers = usePurchase((snapshot) => snapshot.context.category?.brokers ?? []);
  const brokerId = usePurchase((snapshot) => snapshot.context.brokerId);
  return (
    <Form onSubmit={(event) => (event.preventDefault(), send({ type: 'purchase.next' }))}>
      <StepHeading>{t('purchase.broker.title')}</StepHeading>
      <Text color="fg.muted">{t('purchase.broker.lead')}</Text>
      <Stack as="fieldset" gap="2">
        <Text as="legend" srOnly>
          {t('purchase.broker.title')}
        </Text>
        {brokers.map((broker) => (
          <Choice key={broker.brokerId} type="radio" name="broker" checked={broker.brokerId === brokerId} onChange={() => send({ type: 'purchase.chooseBroker', brokerId: broker.brokerId })}>
            <Stack direction="row" gap="3" align="center">
              <Img src={broker.logoUrl} alt="" width="10" height="10" borderRadius="md" flexShrink={0} />
              <Stack gap="0">
                <Text fontWeight="semibold">{broker.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('purchase.broker.licence', { code: broker.licenceCode })} ·{' '}
                  {t('purchase.broker.rating', { rating: intl.formatNumber(broker.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
                </Text>
              </Stack>
            </Stack>
          </Choice>
        ))}
      </Stack>
      <Button type="submit" size="lg" disabled={brokerId === null}>
        {t('purchase.continue')}
      </Button>
    </Form>
  );
}
