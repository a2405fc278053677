import { PolicyCertificate } from '@/components/policy-certificate.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useEndpoint } from '@/lib/api/use-endpoint.ts';
import { Loading, Problem } from '../ui.tsx';
import { RetryingNotice, unlessOutage } from '@/components/forms/outage-notice.tsx';

/** The new policy's certificate, loaded once the purchase is confirmed. */
export default function Certificate({ policyNumber }: { policyNumber: string }) {
  const t = useT();
  const policy = useEndpoint('policy', { params: { policyNumber } });
  if (policy.status === 'loading') return <Loading />;
  if (policy.status === 'error') {
    return policy.outage ? <RetryingNotice failure={policy.outage} kind="load" /> : <Problem message={unlessOutage(t, policy.failure, t('purchase.certificate.failed'), 'load')} onRetry={policy.retry} />;
  }
  return <PolicyCertificate policy={policy.data} />;
}
