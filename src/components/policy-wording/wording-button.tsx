import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

// The wording and its dialog are fetched when asked for: never in the code of the page that offers them.
const WordingDialog = lazy(() => import('./wording-dialog.tsx'));

/**
 * "Read the policy wording": opens the product's wording (of one plan when `planId` is given) over the
 * page, so the purchase under it stays as it was; closing it returns to the button.
 */
export function WordingButton({ productId, planId, productName }: { productId: string; planId?: string; productName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" alignSelf="flex-start" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('wording.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WordingDialog productId={productId} planId={planId} productName={productName} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
