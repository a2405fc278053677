import type { AnyStateMachine } from 'xstate';
import type { ApiClient } from '@/lib/api/client.ts';
import type { WithSession } from '@/lib/api/with-session.ts';
import type { AppServices } from '@/lib/app-context.tsx';
import { flowServices } from './flow-services.ts';
import type { FlowDefinition } from './flow-host.ts';

/** What a flow's effects are made with: the API client, the one `withSession`, and the app's services. */
export interface FlowEffectTools {
  api: ApiClient;
  withSession: WithSession;
  services: AppServices;
}

/**
 * The definition of a page flow (`lifetime: 'page'`, version 1 unless `options` says otherwise):
 * `provide` returns the machine with its effects, made with the flow's tools.
 */
export function pageFlow<TLogic extends AnyStateMachine>(
  id: string,
  provide: (tools: FlowEffectTools) => TLogic,
  options: Partial<Omit<FlowDefinition<TLogic>, 'id' | 'logic' | 'lifetime'>> = {},
): FlowDefinition<TLogic> {
  return {
    id,
    version: 1,
    lifetime: 'page',
    ...options,
    logic: (services) => provide({ ...flowServices(services, id), services }),
  };
}
