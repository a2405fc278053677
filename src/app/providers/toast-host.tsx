import { Suspense, lazy } from 'react';
import type { Direction } from '../../../machines/language/direction.ts';
import { useToastsRequested } from '@/lib/toasts.ts';

const AppToastContainer = lazy(() => import('./toast-container.tsx'));

/** Mounts the toast container once the first toast is asked for. */
export function ToastHost({ dir }: { dir: Direction }) {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer dir={dir} />
    </Suspense>
  );
}
