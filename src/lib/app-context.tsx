import { type ReactNode, createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { AppSystemId } from '../../machines/app/app.machine.ts';
import type { buildUpdateMachine } from '../../machines/build-update/build-update.machine.ts';
import type { languageMachine } from '../../machines/language/language.machine.ts';
import type { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import type { ApiClient } from '@/lib/api/client.ts';

/** What views may reach: the long-lived actors by systemId, and the API client. */
export interface AppServices {
  /** The app actor itself (its persisted snapshot is what the support capsule carries). */
  app: AnyActorRef;
  actors: {
    session: ActorRefFrom<typeof sessionMachine>;
    language: ActorRefFrom<typeof languageMachine>;
    buildUpdate: ActorRefFrom<typeof buildUpdateMachine>;
    notifications: ActorRefFrom<typeof notificationsMachine>;
  };
  api: ApiClient | null;
}

type SnapshotOf = {
  session: SnapshotFrom<typeof sessionMachine>;
  language: SnapshotFrom<typeof languageMachine>;
  buildUpdate: SnapshotFrom<typeof buildUpdateMachine>;
  notifications: SnapshotFrom<typeof notificationsMachine>;
};

/** The services of a started app actor: its long-lived children, found by system id. */
export function servicesOf(appActor: AnyActorRef, api: ApiClient | null): AppServices {
  const { system } = appActor;
  const actors = { session: system.get('session'), language: system.get('language'), buildUpdate: system.get('buildUpdate'), notifications: system.get('notifications') };
  return { app: appActor, actors, api };
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppServicesProvider>');
  return services;
}

/**
 * A narrow, primitive-valued selection of a long-lived actor. `prerenderValue` is what a page
 * prerendered at build time showed (an anonymous visitor); React uses it while hydrating, so stored
 * state such as a signed-in name appears right after hydration instead of breaking it.
 */
export function useAppSelector<Id extends AppSystemId, T extends string | number | boolean | null>(
  id: Id,
  selector: (snapshot: SnapshotOf[Id]) => T,
  prerenderValue?: T,
): T {
  // Widened: the union of the actors' own types has no one subscribe to call; the selector's snapshot type comes from Id.
  const actor: AnyActorRef = useAppServices().actors[id];
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => selector(actor.getSnapshot() as SnapshotOf[Id]);
  return useSyncExternalStore(subscribe, read, prerenderValue === undefined ? read : () => prerenderValue);
}

export function useSend(id: AppSystemId) {
  const actor = useAppServices().actors[id];
  return actor.send.bind(actor) as AnyActorRef['send'];
}
