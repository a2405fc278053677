import { ToastContainer, cssTransition } from 'react-toastify';
import type { Direction } from '../../../machines/language/direction.ts';
import { useColorMode } from '@/lib/color-mode.ts';
import { TOAST_AUTO_CLOSE_MS, TOAST_COLLAPSE_MS, TOAST_POSITION } from '@/lib/toasts.ts';

const slideAndCollapse = cssTransition({
  enter: 'Toastify--animate Toastify__slide-enter',
  exit: 'Toastify--animate Toastify__slide-exit',
  appendPosition: true,
  collapse: true,
  collapseDuration: TOAST_COLLAPSE_MS,
});

export default function AppToastContainer({ dir }: { dir: Direction }) {
  const colorMode = useColorMode();
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      transition={slideAndCollapse}
      rtl={dir === 'rtl'}
      theme={colorMode}
      newestOnTop
    />
  );
}
