import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EditableSection } from '../../../../machines/purchase/purchase.machine.ts';
import { selectedOffer } from '../../../../machines/purchase/purchase.selectors.ts';
import { WordingButton } from '@/components/policy-wording/wording-button.tsx';
import { displayMobile } from '@/lib/i18n/mobile-display.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMoney } from '../money.ts';
import { usePurchase, usePurchaseSend } from '../purchase-context.tsx';
import { Form, Panel } from '../ui.tsx';
import { Choice } from './choice.tsx';
import { QuoteCountdown } from './countdown.tsx';
import { PriceSummary } from './price-summary.tsx';
import { RiskSummary } from './risk-summary.tsx';
import { StepHeading } from './step-heading.tsx';

/** Step 5: everything on one page, each section editable; the terms are accepted explicitly before ordering. */
export function ReviewStep() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const send = usePurchaseSend();
  const context = usePurchase((snapshot) => snapshot.context);
  const offer = selectedOffer(context);
  const broker = context.category?.brokers.find((candidate) => candidate.brokerId === context.brokerId);
  const holder = context.policyholder;
  if (!offer || !holder) return null;
  const currency = context.quote?.currency ?? 'SAR';
  return (
    <Form onSubmit={(event) => (event.preventDefault(), send({ type: 'purchase.placeOrder', termsAccepted: context.termsAccepted }))}>
      <StepHeading>{t('purchase.review.title')}</StepHeading>
      <QuoteCountdown />
      <Section title={t('purchase.review.broker')} section="broker">
        <Text>{broker?.name}</Text>
      </Section>
      <Section title={t('purchase.steps.risk')} section="risk">
        <RiskSummary />
      </Section>
      <Section title={t('purchase.steps.plan')} section="plan">
        <Text>
          {offer.productName} · {offer.planName} — {offer.insurer.name}
        </Text>
        {offer.addOns
          .filter((addOn) => context.addOnIds.includes(addOn.addOnId))
          .map((addOn) => (
            <Text key={addOn.addOnId} fontSize="sm">
              + {addOn.name} ({money(addOn.priceMinor, currency)})
            </Text>
          ))}
      </Section>
      <Section title={t('purchase.steps.people')} section="people">
        <Text>
          <bdi>{holder.firstName} {holder.lastName}</bdi> · <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>{displayMobile(intl, holder.mobileNumber)}</bdi> · <bdi dir="ltr">{holder.emailAddress}</bdi>
        </Text>
        {context.insuredPersons
          .filter((person) => person.relation !== 'self')
          .map((person, index) => (
            <Text key={index} fontSize="sm">
              {person.firstName} {person.lastName}
            </Text>
          ))}
        <Text fontSize="sm">{t('purchase.review.startDate', { date: context.startDate ? intl.formatDate(`${context.startDate}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) : '' })}</Text>
      </Section>
      <PriceSummary />
      {/* The wording opens over the review (a dialog): nothing typed or chosen is lost. */}
      <WordingButton productId={offer.productId} planId={offer.planId} productName={`${offer.productName} · ${offer.planName}`} />
      <Choice type="checkbox" name="terms" checked={context.termsAccepted} onChange={() => send({ type: 'purchase.acceptTerms', accepted: !context.termsAccepted })}>
        {t('purchase.review.terms')}
      </Choice>
      <Button type="submit" size="lg" disabled={!context.termsAccepted}>
        {t('purchase.review.toPayment')}
      </Button>
      <Button variant="outline" alignSelf="flex-start" onClick={() => send({ type: 'purchase.back' })}>
        {t('purchase.back')}
      </Button>
    </Form>
  );
}

function Section({ title, section, children }: { title: string; section: EditableSection; children: ReactNode }) {
  const t = useT();
  const send = usePurchaseSend();
  return (
    <Panel as="section">
      <Stack direction="row" justify="space-between" align="center" mb="1">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Button variant="ghost" size="sm" onClick={() => send({ type: 'purchase.edit', section })} aria-label={t('purchase.review.edit', { section: title })}>
          {t('purchase.review.editShort')}
        </Button>
      </Stack>
      {children}
    </Panel>
  );
}
