import { setup } from 'xstate';
import { type BuildUpdateInput, buildUpdateMachine } from '../build-update/build-update.machine.ts';
import { languageMachine } from '../language/language.machine.ts';
import { notificationsMachine } from '../notifications/notifications.machine.ts';
import { type SessionInput, sessionMachine } from '../session/session.machine.ts';

/**
 * The app's actor system: the long-lived actors, each with a systemId so views, the router adapter,
 * the inspector and the support capsule find them with `system.get(id)`. Flow actors (purchase,
 * registration, ...) are spawned per flow by later work.
 */
export interface AppInput {
  session: SessionInput;
  language: { language?: string | null };
  buildUpdate: BuildUpdateInput;
}

export const appSystemIds = ['session', 'language', 'buildUpdate', 'notifications'] as const;
export type AppSystemId = (typeof appSystemIds)[number];

export const appMachine = setup({
  types: { context: {} as AppInput, input: {} as AppInput },
  actors: { session: sessionMachine, language: languageMachine, buildUpdate: buildUpdateMachine, notifications: notificationsMachine },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => context.session },
    { id: 'language', systemId: 'language', src: 'language', input: ({ context }) => context.language },
    { id: 'buildUpdate', systemId: 'buildUpdate', src: 'buildUpdate', input: ({ context }) => context.buildUpdate },
    // Watches the session itself (signed in: polls; signed out: idle), so it needs no input.
    { id: 'notifications', systemId: 'notifications', src: 'notifications' },
  ],
});
