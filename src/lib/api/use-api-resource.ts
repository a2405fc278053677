import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '@/app/app-context.tsx';
import type { ApiClient } from '@/lib/api/client.ts';

/** `code`: the server's error code when it answered one (`not_found`, say), else null. */
export type Resource<T> = { status: 'loading' } | { status: 'error'; message: string; code: string | null; retry: () => void } | { status: 'ready'; data: T };

const codeOf = (error: unknown): string | null => {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
};

/** Data for a page (the catalogue, a policy): loading, a failure with a retry, or the data. Reloads when `key` changes. */
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
      (error: unknown) => live && setState({ key, attempt, result: { status: 'error', message: error instanceof Error ? error.message : String(error), code: codeOf(error), retry } }),
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
