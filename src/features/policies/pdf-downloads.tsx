import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppServices } from '@/lib/app-context.tsx';
import { Notice } from '@/components/forms/form-ui.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useLang } from './policy-ui.tsx';

type PdfDocument = 'certificate' | 'invoice';
const endpointOf = { certificate: 'policyCertificatePdf', invoice: 'policyInvoicePdf' } as const;

/** Hands a downloaded file to the browser as a download under the server's file name. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The certificate and the tax invoice as PDF files made on the server, in the page's language: the
 * call carries the session (a plain link could not), and a failure says so with the buttons still there.
 */
export function PdfDownloads({ policyNumber, paid }: { policyNumber: string; paid: boolean }) {
  const t = useT();
  const lang = useLang();
  const { api } = useAppServices();
  const [busy, setBusy] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (pdf: PdfDocument) => {
    if (!api || busy) return;
    setBusy(pdf);
    setFailed(false);
    try {
      const file = await api.file(endpointOf[pdf], { params: { policyNumber }, query: { lang } });
      saveFile(file.blob, file.filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="2" className="no-print">
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void download('certificate')} loading={busy === 'certificate'} loadingText={t('policies.documents.downloading')}>
          {t('policies.documents.downloadCertificate')}
        </Button>
        {paid && (
          <Button onClick={() => void download('invoice')} loading={busy === 'invoice'} loadingText={t('policies.documents.downloading')}>
            {t('policies.documents.downloadInvoice')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('policies.documents.pdfNote')}
      </Text>
      {failed && (
        <Notice tone="error">
          <Text>{t('policies.documents.downloadFailed')}</Text>
        </Notice>
      )}
    </Stack>
  );
}
