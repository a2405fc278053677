import { PolicyCertificate } from '@/components/policy-certificate.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { Loading, Problem } from '../ui.tsx';

/** The new policy's certificate, loaded once the purchase is confirmed. */
export default function Certificate({ policyNumber }: { policyNumber: string }) {
  const t = useT();
  const policy = useEndpoint('policy', { params: { policyNumber } });
  if (policy.status === 'loading') return <Loading />;
  if (policy.status === 'error') return <Problem message={t('purchase.certificate.failed')} onRetry={policy.retry} />;
  return <PolicyCertificate policy={policy.data} />;
}
