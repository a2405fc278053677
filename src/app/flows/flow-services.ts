import type { ApiClient } from '@/lib/api/client.ts';
import { type WithSession, createWithSession } from '@/lib/api/with-session.ts';
import { appStorage } from '@/lib/storage.ts';
import type { AppServices } from '@/lib/app-context.tsx';

/**
 * What a flow definition implements its effects with: the API client and the one `withSession`
 * (state-changing calls start a server session first when none is stored). Throws when the app runs
 * without an API client (a prerender), where no flow may start.
 */
export function flowServices(services: AppServices, flowId: string): { api: ApiClient; withSession: WithSession } {
  const { api } = services;
  if (!api) throw new Error(`The ${flowId} flow needs the API client`);
  return { api, withSession: createWithSession(api, appStorage) };
}
