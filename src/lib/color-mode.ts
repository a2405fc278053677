import { useSyncExternalStore } from 'react';

/**
 * Light or dark. Follows the system preference until the customer picks one; the choice is kept in a
 * cookie (not local storage, whose keys are exactly the spec's). index.html applies it before paint.
 */
export type ColorMode = 'light' | 'dark';
const COOKIE = 'colorMode';
const listeners = new Set<() => void>();

function current(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  document.cookie = `${COOKIE}=${mode}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Prerendered pages are light; the client's real mode takes over right after hydration. */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, current, () => 'light');
}
