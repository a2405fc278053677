import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAppServices } from '@/lib/app-context.tsx';
import type { EndpointName, EndpointResponse } from '../../../contract/endpoints.ts';
import type { CallOptions } from '@/lib/api/client.ts';
import { type FlowFailure, asFailure } from '../../../machines/shared/failure.ts';
import { outageFailure, serviceRetrySeconds, shouldRetryAfterOutage } from '../../../machines/shared/service-retry.ts';

/**
 * `code`: the server's error code when it answered one (`not_found`, say), else null. `failure`: the
 * failure as every flow reads it (its reason says "service unavailable" after a 503). `outage`: set
 * while the page loads again on its own after a 503 (the same rule as the flows'), for the message
 * that says so; null once the tries are over (Try again is then the customer's).
 */
export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: string | null; failure: FlowFailure; outage: FlowFailure | null; retry: () => void }
  | { status: 'ready'; data: T };

type Settled<T> = { key: string; attempt: number; result: Resource<T> };

/**
 * Data for a page (the catalogue, a policy) read from one endpoint of the contract: loading, a failure
 * with a retry, or the data. Views name the endpoint; only this hook calls the API client. Reloads
 * when the endpoint or its options change, and on its own after a 503 (machines/shared/service-retry.ts:
 * a GET is always safe to send again), the outage staying on screen until the next answer.
 */
export function useEndpoint<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Resource<EndpointResponse<N>> {
  type T = EndpointResponse<N>;
  const { api } = useAppServices();
  const key = `${name}:${JSON.stringify(options)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Settled<T> | null>(null);
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
      (error: unknown) => {
        const failure = asFailure(error);
        const before = state?.key === key && state.result.status === 'error' ? state.result.outage : null;
        const outage = shouldRetryAfterOutage(failure, before) ? outageFailure(error, before) : null;
        settle({ status: 'error', message: failure.message, code: failure.code, failure, outage, retry });
      },
    );
    return () => {
      live = false;
    };
    // `options` is a fresh object every render; `key` names what it loads. `state` is read for the
    // outage's count of tries only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt, retry]);
  const settled = state?.key === key ? state : null;
  const outage = settled?.result.status === 'error' ? settled.result.outage : null;
  // The next automatic try, after the rule's wait.
  useEffect(() => {
    if (!outage || settled?.attempt !== attempt) return;
    const timer = setTimeout(retry, serviceRetrySeconds(outage) * 1000);
    return () => clearTimeout(timer);
  }, [outage, settled?.attempt, attempt, retry]);
  if (!settled) return { status: 'loading' };
  // While the automatic try is under way the outage stays on screen, not a loading state between tries.
  if (settled.attempt !== attempt) return outage ? settled.result : { status: 'loading' };
  return settled.result;
}
