import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PolicyDetail } from '../../../contract/purchase.ts';
import { PolicyCertificate } from '@/components/policy-certificate.tsx';
import { WordingButton } from '@/components/policy-wording/wording-button.tsx';
import { localDigits } from '@/lib/i18n/digits.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PdfDownloads } from './pdf-downloads.tsx';
import { Facts, Section, useDay, useLang } from './policy-ui.tsx';

type Document = 'certificate' | 'receipt';

/** Only the receipt on paper. */
const receiptPrintCss = `
@media print {
  body * { visibility: hidden; }
  #payment-receipt, #payment-receipt * { visibility: visible; }
  #payment-receipt { position: absolute; inset-inline-start: 0; top: 0; width: 100%; border: none; }
  .no-print { display: none !important; }
}
`;

/** The certificate (both languages) and the payment receipt, one open at a time (each prints alone). */
export function PolicyDocuments({ policy }: { policy: PolicyDetail }) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState<Document | null>(null);
  const toggle = (document: Document) => setOpen((current) => (current === document ? null : document));
  return (
    <Section title={t('policies.documents')}>
      <PdfDownloads policyNumber={policy.policyNumber} paid={Boolean(policy.payment?.invoiceNumber)} />
      <WordingButton productId={policy.productId} planId={policy.planId} productName={`${policy.productName[lang]} · ${policy.planName[lang]}`} />
      <HStack gap="3" wrap="wrap" className="no-print">
        {(['certificate', 'receipt'] as const).map((document) => (
          <Button key={document} variant="outline" aria-expanded={open === document} aria-controls={`policy-document-${document}`} onClick={() => toggle(document)}>
            {t(`policies.documents.${document}`)}
          </Button>
        ))}
      </HStack>
      <Box id="policy-document-certificate" hidden={open !== 'certificate'}>
        {open === 'certificate' && <PolicyCertificate policy={policy} />}
      </Box>
      <Box id="policy-document-receipt" hidden={open !== 'receipt'}>
        {open === 'receipt' && <Receipt policy={policy} />}
      </Box>
    </Section>
  );
}

function Receipt({ policy }: { policy: PolicyDetail }) {
  const t = useT();
  const day = useDay();
  const money = useMoney();
  const intl = useIntl();
  const { payment, breakdown } = policy;
  if (!payment) return <Text>{t('policies.receipt.none')}</Text>;
  const sum = (minor: number) => money(minor, breakdown.currency);
  return (
    <Stack gap="3">
      <Global styles={receiptPrintCss} />
      <Box>
        <Button className="no-print" onClick={() => window.print()}>
          {t('policies.receipt.print')}
        </Button>
      </Box>
      <Stack id="payment-receipt" as="article" aria-label={t('policies.documents.receipt')} gap="2" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg">
        <Facts
          items={[
            // The invoice number is the receipt's reference (a payment from before invoices keeps its id).
            payment.invoiceNumber
              ? [t('policies.receipt.invoiceNumber'), <bdi key="ref" dir="ltr">{payment.invoiceNumber}</bdi>]
              : [t('policies.receipt.reference'), <bdi key="ref" dir="ltr">{payment.paymentId}</bdi>],
            [t('policies.receipt.paidOn'), day(payment.invoicedAt ?? payment.createdAt)],
            [t('policies.field.number'), <bdi key="pol" dir="ltr">{policy.policyNumber}</bdi>],
            [t('policies.receipt.net'), sum(breakdown.premiumMinor + breakdown.addOnsMinor)],
            [t('policies.receipt.vat'), sum(breakdown.taxMinor)],
            [t('policies.detail.total'), sum(breakdown.totalMinor)],
            ...(payment.walletMinor > 0 ? [[t('policies.detail.paidWallet'), sum(payment.walletMinor)] as const] : []),
            ...(payment.giftCardMinor > 0 ? [[t('policies.detail.paidGiftCard'), sum(payment.giftCardMinor)] as const] : []),
            ...(payment.cardMinor > 0
              ? [[payment.cardLast4 ? t('policies.receipt.card', { last4: localDigits(intl, payment.cardLast4) }) : t('policies.detail.paidCard'), sum(payment.cardMinor)] as const]
              : []),
          ]}
        />
      </Stack>
    </Stack>
  );
}
