import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Broker } from '../../../contract/catalogue.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { Img, Panel } from './ui.tsx';

/** A broker: logo, name, licence code and rating. */
export function BrokerCard({ broker }: { broker: Pick<Broker, 'name' | 'logoUrl' | 'licenceCode' | 'rating'> }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Panel>
      <Stack direction="row" gap="3" align="center">
        <Img src={broker.logoUrl} alt="" htmlWidth="48" htmlHeight="48" width="12" height="12" borderRadius="md" flexShrink={0} />
        <Stack gap="0">
          <Text fontWeight="semibold">{broker.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('purchase.broker.licence', { code: `\u2068${broker.licenceCode}\u2069` })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('purchase.broker.rating', { rating: intl.formatNumber(broker.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
          </Text>
        </Stack>
      </Stack>
    </Panel>
  );
}
