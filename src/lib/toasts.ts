import { type ReactNode, useSyncExternalStore } from 'react';
import type * as ToastifyModule from 'react-toastify';

/**
 * Toasts (docs/product-spec.md, "States and transitions" and "Business constants and limits"): types info, success, warning, error, default, loading; 10 s auto
 * close; top-right; 300 ms collapse; theme from the colour mode; cleared when the URL changes.
 * react-toastify loads on the first toast, not with the first page (it is ~8 KiB gzip the home page
 * never needs); toasts sent before its container mounts wait in its queue.
 */
export const toastKinds = ['info', 'success', 'warning', 'error', 'default', 'loading'] as const;
export type ToastKind = (typeof toastKinds)[number];
export const TOAST_AUTO_CLOSE_MS = 10_000;
export const TOAST_POSITION = 'top-right' as const;
export const TOAST_COLLAPSE_MS = 300;

export type ToastId = string | number;

type Toastify = typeof ToastifyModule;
let toastify: Promise<Toastify> | null = null;
const loadToastify = () => (toastify ??= import('react-toastify'));

let requested = false;
const listeners = new Set<() => void>();
let counter = 0;

function request() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** True once any toast was asked for: the toast container mounts from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

export function showToast(kind: ToastKind, message: ReactNode, options: { id?: ToastId; autoClose?: number | false } = {}): ToastId {
  const toastId = options.id ?? `toast-${++counter}`;
  request();
  void loadToastify().then(({ toast }) => {
    const settings = { toastId, autoClose: options.autoClose };
    if (kind === 'loading') toast.loading(message, settings);
    else if (kind === 'default') toast(message, settings);
    else toast[kind](message, settings);
  });
  return toastId;
}

/** Turn a toast into another (a loading one into success or error, typically). */
export function updateToast(id: ToastId, kind: ToastKind, message: ReactNode) {
  void toastify?.then(({ toast }) =>
    toast.update(id, {
      render: message,
      type: kind === 'loading' ? 'default' : kind,
      isLoading: kind === 'loading',
      autoClose: kind === 'loading' ? false : TOAST_AUTO_CLOSE_MS,
    }),
  );
}

export function dismissToast(id: ToastId) {
  void toastify?.then(({ toast }) => toast.dismiss(id));
}

/** Every toast gone, queued ones included. */
export function clearToasts() {
  void toastify?.then(({ toast }) => {
    toast.dismiss();
    toast.clearWaitingQueue();
  });
}
