import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '@/app/app-context.tsx';
import type { ApiClient } from '@/lib/api/client.ts';

export type Resource<T> = { status: 'loading' } | { status: 'error'; message: string; retry: () => void } | { status: 'ready'; data: T };

/** Reference data for a page (the catalogue): loading, a failure with a retry, or the data. Reloads when `key` changes. */
export function useApiResource<T>(key: string, load: (api: ApiClient) => Promise<T>): Resource<T> {
  const { api } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; result: Resource<T> } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!api) return;
    let live = true;
    load(api).then(
      (data) => live && setState({ key, attempt, result: { status: 'ready', data } }),
      (error: unknown) => live && setState({ key, attempt, result: { status: 'error', message: error instanceof Error ? error.message : String(error), retry } }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt, retry]);
  if (!state || state.key !== key || state.attempt !== attempt) return { status: 'loading' };
  return state.result;
}
