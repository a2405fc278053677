import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import type { Offer } from '../../../../contract/purchase.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Img } from '../ui.tsx';
import { QuoteCountdown } from './countdown.tsx';
import { StepHeading } from './step-heading.tsx';

const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', p: '2', verticalAlign: 'top', color: 'fg.muted', fontSize: 'sm', minW: '28' } });
const Td = chakra('td', { base: { p: '2', verticalAlign: 'top', minW: '40' } });

/** Step 3: every plan the server priced, side by side (scrolls sideways on a phone). */
export function QuotesStep() {
  const t = useT();
  const money = useMoney();
  const send = usePurchaseSend();
  const quote = usePurchase((snapshot) => snapshot.context.quote);
  const chosen = usePurchase((snapshot) => snapshot.context.offerId);
  if (!quote) return null;
  const rows: { label: string; cell: (offer: Offer) => React.ReactNode }[] = [
    { label: t('purchase.quotes.insurer'), cell: (offer) => <Stack direction="row" gap="2" align="center"><Img src={offer.insurer.logoUrl} alt="" width="6" height="6" />{offer.insurer.name}</Stack> },
    { label: t('purchase.quotes.total'), cell: (offer) => <Text fontWeight="bold" fontSize="lg">{money(offer.totalMinor, quote.currency)}</Text> },
    { label: t('purchase.quotes.premium'), cell: (offer) => money(offer.premiumMinor, quote.currency) },
    { label: t('purchase.quotes.tax'), cell: (offer) => money(offer.taxMinor, quote.currency) },
    { label: t('purchase.quotes.deductible'), cell: (offer) => money(offer.deductibleMinor, quote.currency) },
    {
      label: t('purchase.quotes.coverages'),
      cell: (offer) => (
        <chakra.ul ps="4" listStyleType="disc">
          {offer.coverages.slice(0, 4).map((coverage) => (
            <li key={coverage.key}>{coverage.label}</li>
          ))}
        </chakra.ul>
      ),
    },
    { label: t('purchase.quotes.broker'), cell: (offer) => offer.broker.name },
  ];
  return (
    <Stack gap="4">
      <StepHeading>{t('purchase.quotes.title')}</StepHeading>
      <QuoteCountdown />
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={t('purchase.quotes.compare')} borderWidth="1px" borderColor="border" borderRadius="lg">
        <chakra.table w="full" borderCollapse="collapse">
          <chakra.caption srOnly>{t('purchase.quotes.compare')}</chakra.caption>
          <thead>
            <tr>
              <Th scope="col">{t('purchase.quotes.plan')}</Th>
              {quote.offers.map((offer) => (
                <Th scope="col" key={offer.offerId} color="fg" fontSize="md" fontWeight="semibold" bg={offer.offerId === chosen ? 'brand.subtle' : undefined}>
                  {offer.productName} · {offer.planName}
                  {offer.needsManualReview && <Text fontSize="xs" color="fg.muted" fontWeight="normal">{t('purchase.plan.manualReview')}</Text>}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <Th scope="row">{row.label}</Th>
                {quote.offers.map((offer) => (
                  <Td key={offer.offerId} borderTopWidth="1px" borderColor="border.muted">{row.cell(offer)}</Td>
                ))}
              </tr>
            ))}
            <tr>
              <Th scope="row">
                <chakra.span srOnly>{t('purchase.quotes.choose')}</chakra.span>
              </Th>
              {quote.offers.map((offer) => (
                <Td key={offer.offerId}>
                  <Button w="full" onClick={() => send({ type: 'purchase.selectOffer', offerId: offer.offerId })} aria-label={t('purchase.quotes.chooseOffer', { plan: `${offer.productName} ${offer.planName}`, insurer: offer.insurer.name })}>
                    {t('purchase.quotes.choose')}
                  </Button>
                </Td>
              ))}
            </tr>
          </tbody>
        </chakra.table>
      </Box>
      <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'purchase.back' })}>
        {t('purchase.quotes.changeDetails')}
      </Button>
    </Stack>
  );
}
