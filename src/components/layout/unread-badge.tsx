import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { selectUnreadCount } from '../../../machines/notifications/notifications.machine.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The unread notification count of the app's notifications actor (0 while signed out or prerendering). */
export function useUnreadCount(): number {
  return useAppSelector('notifications', selectUnreadCount, 0);
}

/** A small count on an icon: shown only when something is unread; its words are for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <>
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
      <Box as="span" srOnly>
        {`, ${t('nav.notificationsUnread', { count })}`}
      </Box>
    </>
  );
}
