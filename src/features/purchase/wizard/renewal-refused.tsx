import { Button } from '@chakra-ui/react';
import { linkTo } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { PurchaseSnapshot } from '../purchase-context.tsx';
import { usePurchase } from '../purchase-context.tsx';
import { Problem } from '../ui.tsx';
import { isOneOf } from '@/lib/one-of.ts';

/** The server's refusals of a renewal (contract/errors.ts): trying again cannot help, the policy page says why. */
const refusals = ['renewal_closed', 'policy_cancelled', 'policy_already_renewed'] as const;
type Refusal = (typeof refusals)[number];

/** The refusal that stopped this renewal (loading it or ordering it), if one did. */
export function selectRenewalRefusal(snapshot: PurchaseSnapshot): Refusal | null {
  const code = snapshot.context.error?.code;
  return snapshot.context.renewalOf && isOneOf(refusals, code) ? code : null;
}

/** A renewal the server refuses: why, and the way back to the policy. */
export function RenewalRefused({ refusal }: { refusal: Refusal }) {
  const t = useT();
  const policyNumber = usePurchase((snapshot) => snapshot.context.renewalOf) ?? '';
  return (
    <Problem message={t(`purchase.renewal.refused.${refusal}`)}>
      <Button asChild size="sm">
        <AppLink to={linkTo.policyDetail(policyNumber)}>{t('purchase.renewal.backToPolicy', { policyNumber: `\u2068${policyNumber}\u2069` })}</AppLink>
      </Button>
    </Problem>
  );
}
