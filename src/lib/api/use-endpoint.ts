import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAppServices } from '@/lib/app-context.tsx';
import type { EndpointName, EndpointResponse } from '../../../contract/endpoints.ts';
import type { CallOptions } from '@/lib/api/client.ts';

/** `code`: the server's error code when it answered one (`not_found`, say), else null. */
export type Resource<T> = { status: 'loading' } | { status: 'error'; message: string; code: string | null; retry: () => void } | { status: 'ready'; data: T };

const codeOf = (error: unknown): string | null => {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
};

/**
 * Data for a page (the catalogue, a policy) read from one endpoint of the contract: loading, a failure
 * with a retry, or the data. Views name the endpoint; only this hook calls the API client. Reloads
 * when the endpoint or its options change.
 */
export function useEndpoint<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Resource<EndpointResponse<N>> {
  type T = EndpointResponse<N>;
  const { api } = useAppServices();
  const key = `${name}:${JSON.stringify(options)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; result: Resource<T> } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!api) return;
    let live = true;
    // The answer renders as a transition: React draws the page it fills in slices that leave the main
    // thread free between them (a policy's page is one long task otherwise), and the loading state
    // stays on screen until the whole page is ready.
    const settle = (result: Resource<T>) => live && startTransition(() => setState({ key, attempt, result }));
    api.call(name, options).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', message: error instanceof Error ? error.message : String(error), code: codeOf(error), retry }),
    );
    return () => {
      live = false;
    };
    // `options` is a fresh object every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt, retry]);
  if (!state || state.key !== key || state.attempt !== attempt) return { status: 'loading' };
  return state.result;
}
