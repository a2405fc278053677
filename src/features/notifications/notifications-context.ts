import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { useAppServices } from '@/lib/app-context.tsx';
import { createActorContext } from '@/app/flows/create-flow-context.tsx';

/** The app system's long-lived notifications actor (systemId `notifications`): the one place views find it. */
function useNotificationsActor() {
  return useAppServices().actors.notifications;
}

/** Typed `useSelect`, `useTag` and `useSend` over the notifications actor, as a flow's views have. */
export const Notifications = createActorContext<typeof notificationsMachine>('notifications', useNotificationsActor);
