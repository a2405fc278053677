import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFlowActor } from '@/app/flows/use-flow.ts';
import { PurchaseActorProvider } from './purchase-context.tsx';
import { purchaseFlow } from './purchase-flow.ts';
import { Wizard } from './wizard/wizard.tsx';

/**
 * /services/our-products/:categoryId/buy-insurance (`?renew=POL-…` renews a policy): the purchase
 * machine's flow actor, restored after a reload, and the wizard that renders it.
 */
export default function BuyInsurancePage() {
  const categoryId = useParams().categoryId ?? '';
  const [search] = useSearchParams();
  const { definition, key } = purchaseFlow(categoryId, search.get('renew'));
  const actor = useFlowActor(definition, key);
  // Timers are not in a saved snapshot: a restored flow re-arms the quote's expiry.
  useEffect(() => actor.send({ type: 'purchase.resume' }), [actor]);
  return (
    <PurchaseActorProvider actor={actor}>
      <Wizard />
    </PurchaseActorProvider>
  );
}
