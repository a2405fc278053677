import type { AppStorage } from '@/lib/storage.ts';
import type { ApiClient } from './client.ts';

/**
 * A state-changing call needs a server session (CSRF): when no session token is stored (a first
 * visit, or after a 403 wipe) one is fetched first. The one copy for the long-lived actors and every
 * flow; the stored token is read through the app's storage, never `window.localStorage` directly.
 */
export function createWithSession(api: ApiClient, storage: Pick<AppStorage, 'getText'>) {
  return async function withSession<T>(call: () => Promise<T>): Promise<T> {
    if (!storage.getText('sessionToken')) await api.call('securityToken');
    return call();
  };
}

export type WithSession = ReturnType<typeof createWithSession>;
