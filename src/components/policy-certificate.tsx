import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { createIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { lastDayOfCover } from '../../contract/policy-cover.ts';
import type { PolicyDetail } from '../../contract/purchase.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { CertificateInsuredObject } from './certificate-insured-object.tsx';

/** Only the certificate on paper: everything else hidden, A4 margins. */
const printCss = `
@media print {
  body * { visibility: hidden; }
  #policy-certificate, #policy-certificate * { visibility: visible; }
  #policy-certificate { position: absolute; inset-inline-start: 0; top: 0; width: 100%; border: none; }
  .no-print { display: none !important; }
}
@page { size: A4; margin: 15mm; }
`;

/**
 * The certificate's own labels: it shows both languages at once, which one catalogue per language
 * (react-intl) cannot give; everything else on the screen comes from the catalogues.
 */
const labels = {
  en: { title: 'Insurance policy certificate', policy: 'Policy number', order: 'Order number', status: 'Status', issued: 'Issued', pending: 'Pending review', cancelled: 'Cancelled', cancelledFrom: 'Cancelled from', holder: 'Policyholder', insured: 'Insured persons', plan: 'Plan', insurer: 'Insurer', broker: 'Broker', period: 'Period of cover', covers: 'Cover', limit: 'Limit', included: 'Included', deductible: 'Deductible', addOns: 'Add-ons', total: 'Total paid' },
  ar: { title: 'شهادة وثيقة التأمين', policy: 'رقم الوثيقة', order: 'رقم الطلب', status: 'الحالة', issued: 'صادرة', pending: 'قيد المراجعة', cancelled: 'ملغاة', cancelledFrom: 'ملغاة اعتبارًا من', holder: 'حامل الوثيقة', insured: 'المؤمَّن عليهم', plan: 'الخطة', insurer: 'شركة التأمين', broker: 'الوسيط', period: 'مدة التغطية', covers: 'التغطية', limit: 'الحد', included: 'مشمولة', deductible: 'مبلغ التحمل', addOns: 'الإضافات', total: 'إجمالي المدفوع' },
} as const;

/** One language's half of the certificate, with that language's numbers, dates and direction. */
function Side({ policy, lang }: { policy: PolicyDetail; lang: 'en' | 'ar' }) {
  const l = labels[lang];
  const intl = createIntl({ locale: lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB' });
  const money = (minor: number) => intl.formatNumber(minor / 100, { style: 'currency', currency: policy.breakdown.currency });
  const date = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const row = (label: string, value: ReactNode) => (
    <Text>
      <strong>{label}:</strong> {value}
    </Text>
  );
  return (
    <Stack gap="1" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} textAlign="start">
      <Heading as="h3" size="lg">{l.title}</Heading>
      {row(l.policy, <bdi dir="ltr">{policy.policyNumber}</bdi>)}
      {row(l.order, <bdi dir="ltr">{policy.orderNumber}</bdi>)}
      {row(l.status, policy.cancelledOn ? l.cancelled : policy.status === 'issued' ? l.issued : l.pending)}
      {row(l.holder, `${policy.policyholder.firstName} ${policy.policyholder.lastName}`)}
      {row(l.insured, intl.formatList(policy.insuredPersons.map((person) => `${person.firstName} ${person.lastName}`)))}
      <CertificateInsuredObject risk={policy.risk} lang={lang} intl={intl} />
      {row(l.plan, `${policy.productName[lang]} · ${policy.planName[lang]}`)}
      {row(l.insurer, policy.insurer.name[lang])}
      {row(
        l.broker,
        // The licence code (IA-BR-2019-0101) is isolated left to right: in Arabic its hyphens and the brackets stay in place.
        <>
          {policy.broker.name[lang]} (<bdi dir="ltr">{policy.broker.licenceCode}</bdi>)
        </>,
      )}
      {row(l.period, `${date(policy.startDate)} – ${date(lastDayOfCover(policy))}`)}
      {policy.cancelledOn && row(l.cancelledFrom, date(policy.cancelledOn))}
      <Text fontWeight="bold" mt="2">{l.covers}</Text>
      {policy.coverages.map((coverage) => (
        <Text key={coverage.key} fontSize="sm">
          {coverage.label[lang]}: {coverage.limitMinor === null ? l.included : money(coverage.limitMinor)}
        </Text>
      ))}
      {row(l.deductible, money(policy.deductibleMinor))}
      {policy.addOns.length > 0 && row(l.addOns, intl.formatList(policy.addOns.map((addOn) => addOn.name[lang])))}
      {row(l.total, money(policy.breakdown.totalMinor))}
    </Stack>
  );
}

/**
 * The policy certificate in English and Arabic side by side, printable (and savable as PDF) with the
 * browser's print: shown after a purchase and on the policy's page in My Policies.
 */
export function PolicyCertificate({ policy }: { policy: PolicyDetail }) {
  const t = useT();
  return (
    <Stack gap="3">
      <Global styles={printCss} />
      <Button className="no-print" size="lg" onClick={() => window.print()}>
        {t('purchase.certificate.print')}
      </Button>
      <Box id="policy-certificate" as="article" aria-label={t('purchase.certificate.label')} borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Side policy={policy} lang="en" />
          <Side policy={policy} lang="ar" />
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
