import { useParams, useSearchParams } from 'react-router';
import { Purchase, purchaseKey } from './purchase-flow.ts';
import { Wizard } from './wizard/wizard.tsx';

// Timers are not in a saved snapshot: a restored flow re-arms the quote's expiry.
const resume = (actor: { send: (event: { type: 'purchase.resume' }) => void }) => actor.send({ type: 'purchase.resume' });

/**
 * /services/our-products/:categoryId/buy-insurance (`?renew=POL-…` renews a policy): the purchase
 * flow, restored after a reload, and the wizard that renders it.
 */
export default function BuyInsurancePage() {
  const categoryId = useParams().categoryId ?? '';
  const [search] = useSearchParams();
  return (
    <Purchase.Provider flowKey={purchaseKey(categoryId, search.get('renew'))} onStart={resume}>
      <Wizard />
    </Purchase.Provider>
  );
}
