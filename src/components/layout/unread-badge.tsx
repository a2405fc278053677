import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { selectUnreadCount } from '../../../machines/notifications/notifications.machine.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The unread notification count of the app's notifications actor (0 while signed out or prerendering). */
export function useUnreadCount(): number {
  return useAppSelector('notifications', selectUnreadCount, 0);
}

/**
 * A link's accessible name with the unread count after its label ("My Policies, 2 unread
 * notifications"): the words follow the item they belong to, read as one name.
 */
export function useUnreadName(label: string, count: number): string {
  const t = useT();
  return count === 0 ? label : `${label}, ${t('nav.notificationsUnread', { count })}`;
}

/**
 * The unread count in words after a visible label, for screen readers ("My Policies (2 unread
 * notifications)"): the link's name is its content, so its visible label stays at the start of it.
 */
export function UnreadWords({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Box as="span" srOnly>
      {`(${t('nav.notificationsUnread', { count })})`}
    </Box>
  );
}

/** A small count drawn on an icon, only when something is unread; hidden from screen readers (the link's name says it: useUnreadName, UnreadWords). */
export function UnreadBadge({ count }: { count: number }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-testid="unread-badge"
      position="absolute"
      top="-1"
      insetInlineEnd="-2"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      bg="red.700"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1.25rem"
      textAlign="center"
    >
      {intl.formatNumber(Math.min(count, 99))}
      {count > 99 ? '+' : ''}
    </Box>
  );
}
