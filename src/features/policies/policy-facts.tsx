import { HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { lastDayOfCover } from '../../../contract/policy-cover.ts';
import type { PolicyDetail } from '../../../contract/purchase.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PolicyInsuredObject } from './policy-insured-object.tsx';
import { Facts, Section, useDay, useLang } from './policy-ui.tsx';

/**
 * What the policy covers, for whom, through whom, when, and what it cost. `lower`: the sections under
 * the first screen on a phone (broker, dates, premium), which the page draws in a later commit.
 */
export function PolicyFacts({ policy, lower = true }: { policy: PolicyDetail; lower?: boolean }) {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const day = useDay();
  const money = useMoney();
  const sum = (minor: number) => money(minor, policy.breakdown.currency);
  const { policyholder: holder, breakdown } = policy;
  const paid = [
    [t('policies.detail.paidWallet'), breakdown.walletMinor],
    [t('policies.detail.paidGiftCard'), breakdown.giftCardMinor],
    [t('policies.detail.paidCard'), breakdown.cardMinor],
  ] as const;
  return (
    <>
      <Section title={t('policies.detail.cover')}>
        <Facts
          items={[
            ...policy.coverages.map((c) => [c.label[lang], c.limitMinor === null ? t('policies.detail.included') : sum(c.limitMinor)] as const),
            [t('policies.detail.deductible'), sum(policy.deductibleMinor)],
            [
              t('policies.detail.addOns'),
              policy.addOns.length === 0 ? t('policies.detail.noAddOns') : intl.formatList(policy.addOns.map((a) => `${a.name[lang]} (${sum(a.priceMinor)})`)),
            ],
          ]}
        />
      </Section>
      <PolicyInsuredObject risk={policy.risk} />
      <Section title={t('policies.detail.people')}>
        {/* The policyholder's row names them: no heading of the same word above it (it read 'Policyholder' twice). */}
        <Facts
          items={[
            [t('policies.detail.policyholder'), <bdi key="name">{`${holder.firstName} ${holder.lastName}`}</bdi>],
            [t('policies.detail.nationalId'), <bdi key="id" dir="ltr">{holder.nationalId}</bdi>],
            [t('policies.detail.mobile'), <bdi key="mobile" dir="ltr">{holder.mobileNumber}</bdi>],
            [t('policies.detail.email'), <bdi key="email" dir="ltr">{holder.emailAddress}</bdi>],
          ]}
        />
        <Text fontWeight="semibold">{t('policies.detail.insured')}</Text>
        <Stack as="ul" gap="1" m="0" ps="5">
          {policy.insuredPersons.map((person, index) => (
            <li key={index}>
              <bdi>{`${person.firstName} ${person.lastName}`}</bdi> · {t('policies.detail.born', { date: day(person.dateOfBirth) })}
            </li>
          ))}
        </Stack>
      </Section>
      {lower && (
        <>
          <Section title={t('policies.detail.broker')}>
            <HStack gap="3">
              <Image src={policy.broker.logoUrl} alt="" boxSize="12" objectFit="contain" />
              <Stack gap="0">
                <Text fontWeight="semibold">{policy.broker.name[lang]}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {/* First-strong isolates keep the code (IA-BR-2019-0101) whole and left to right in an Arabic sentence. */}
                  {t('policies.detail.licence', { code: `\u2068${policy.broker.licenceCode}\u2069` })}
                </Text>
              </Stack>
            </HStack>
            <Facts items={[[t('policies.field.insurer'), policy.insurer.name[lang]]]} />
          </Section>
          <Section title={t('policies.detail.dates')}>
            <Facts
              items={[
                [t('policies.detail.starts'), day(policy.startDate)],
                // A cancelled policy's cover ends the day before its cancellation takes effect.
                [t('policies.detail.ends'), day(lastDayOfCover(policy))],
                ...(policy.cancelledOn ? [[t('policies.detail.cancelledFrom'), day(policy.cancelledOn)] as const] : []),
                [t('policies.detail.issued'), day(policy.issuedAt)],
              ]}
            />
          </Section>
          <Section title={t('policies.detail.premium')}>
            <Facts
              items={[
                [t('policies.detail.basePremium'), sum(breakdown.premiumMinor)],
                [t('policies.detail.addOnsTotal'), sum(breakdown.addOnsMinor)],
                [t('policies.detail.tax'), sum(breakdown.taxMinor)],
                [t('policies.detail.total'), sum(breakdown.totalMinor)],
                ...paid.filter(([, minor]) => minor > 0).map(([label, minor]) => [label, sum(minor)] as const),
              ]}
            />
          </Section>
        </>
      )}
    </>
  );
}
