import { Button, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Offer } from '../../../../contract/purchase.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Img } from '../ui.tsx';
import { QuoteCountdown } from './countdown.tsx';
import { StepHeading } from './step-heading.tsx';

/** One labelled line of an offer: the label stays beside its value at any width (no table whose labels scroll away on a phone). */
function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" justify="space-between" align="baseline" gap="3" py="1.5" borderTopWidth="1px" borderColor="border.muted">
      <chakra.dt color="fg.muted" fontSize="sm">
        {label}
      </chakra.dt>
      <chakra.dd textAlign="end" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
        {children}
      </chakra.dd>
    </Stack>
  );
}

/**
 * Step 2: every plan the server priced, one card per offer with each figure labelled. The cards
 * stand one under the other on a phone and side by side where there is room, so nothing scrolls sideways.
 */
export function QuotesStep() {
  const t = useT();
  const send = usePurchaseSend();
  const quote = usePurchase((snapshot) => snapshot.context.quote);
  const chosen = usePurchase((snapshot) => snapshot.context.offerId);
  if (!quote) return null;
  return (
    <Stack gap="4">
      <StepHeading>{t('purchase.quotes.title')}</StepHeading>
      <QuoteCountdown />
      <Grid as="ul" listStyleType="none" aria-label={t('purchase.quotes.compare')} gap="4" templateColumns={{ base: '1fr', md: 'repeat(auto-fit, minmax(15rem, 1fr))' }}>
        {quote.offers.map((offer) => (
          <OfferCard key={offer.offerId} offer={offer} currency={quote.currency} chosen={offer.offerId === chosen} />
        ))}
      </Grid>
      <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'purchase.back' })}>
        {t('purchase.quotes.changeDetails')}
      </Button>
    </Stack>
  );
}

function OfferCard({ offer, currency, chosen }: { offer: Offer; currency: string; chosen: boolean }) {
  const t = useT();
  const money = useMoney();
  const send = usePurchaseSend();
  const headingId = `offer-${offer.offerId}`;
  return (
    <Stack as="li" aria-labelledby={headingId} gap="2" p="4" borderWidth={chosen ? '2px' : '1px'} borderColor={chosen ? 'brand.solid' : 'border'} borderRadius="lg" bg="bg.panel">
      <Heading as="h3" size="md" id={headingId}>
        {offer.productName} · {offer.planName}
      </Heading>
      <Stack direction="row" gap="2" align="center">
        <Img src={offer.insurer.logoUrl} alt="" width="6" height="6" />
        <Text>{offer.insurer.name}</Text>
      </Stack>
      {offer.needsManualReview && (
        <Text fontSize="sm" color="fg.muted">
          {t('purchase.plan.manualReview')}
        </Text>
      )}
      <chakra.dl flex="1">
        <Line label={t('purchase.quotes.total')} strong>
          {money(offer.totalMinor, currency)}
        </Line>
        <Line label={t('purchase.quotes.premium')}>{money(offer.premiumMinor, currency)}</Line>
        <Line label={t('purchase.quotes.tax')}>{money(offer.taxMinor, currency)}</Line>
        <Line label={t('purchase.quotes.deductible')}>{money(offer.deductibleMinor, currency)}</Line>
        <Line label={t('purchase.quotes.broker')}>{offer.broker.name}</Line>
        <chakra.div py="1.5" borderTopWidth="1px" borderColor="border.muted">
          <chakra.dt color="fg.muted" fontSize="sm">
            {t('purchase.quotes.coverages')}
          </chakra.dt>
          <chakra.dd>
            <chakra.ul ps="5" listStyleType="disc">
              {offer.coverages.slice(0, 4).map((coverage) => (
                <li key={coverage.key}>{coverage.label}</li>
              ))}
            </chakra.ul>
          </chakra.dd>
        </chakra.div>
      </chakra.dl>
      <Button
        w="full"
        onClick={() => send({ type: 'purchase.selectOffer', offerId: offer.offerId })}
        aria-label={t('purchase.quotes.chooseOffer', { plan: `${offer.productName} ${offer.planName}`, insurer: offer.insurer.name })}
      >
        {t('purchase.quotes.choose')}
      </Button>
    </Stack>
  );
}
