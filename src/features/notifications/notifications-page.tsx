import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Notification } from '../../../contract/purchase.ts';
import { selectIsLoggedIn } from '../../../machines/session/session.machine.ts';
import { retryDelayFor } from '../../../machines/notifications/notifications.machine.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { linkTo } from '@/lib/paths.ts';
import { Notice } from '@/components/forms/form-ui.tsx';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { SignInPrompt } from '@/components/layout/sign-in-prompt.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { Notifications } from './notifications-context.ts';
import { RetryingNotice } from '@/components/forms/outage-notice.tsx';

/** /notifications: a view of the app's long-lived notifications actor (it keeps polling while the app is open). */
export default function NotificationsPage() {
  const t = useT();
  const signedIn = useAppSelector('session', selectIsLoggedIn, false);
  return <Page title={t('screen.notifications')}>{signedIn ? <NotificationList /> : <SignInPrompt />}</Page>;
}

function NotificationList() {
  const t = useT();
  const send = Notifications.useSend();
  const list = Notifications.useSelect((s) => s.context.notifications);
  const unread = Notifications.useSelect((s) => s.context.unreadCount);
  const loadFailed = Notifications.useTag('loadFailed');
  // A 503: the feed loads again on its own after its back-off; the page says so instead of a failure.
  const outage = Notifications.useSelect((s) => (s.context.error?.reason === 'serviceUnavailable' ? retryDelayFor(s.context.failures) / 1000 : null));
  const marking = Notifications.useTag('marking');
  const markFailed = Notifications.useTag('markFailed');
  // Opening the page shows what is new now, not at the last poll.
  useEffect(() => send({ type: 'notifications.refresh' }), [send]);

  if (list === null) {
    if (loadFailed && outage !== null) return <RetryingNotice failure={null} seconds={outage} kind="load" />;
    if (loadFailed) {
      return (
        <Notice tone="error">
          <Text fontWeight="medium">{t('notifications.loadFailed')}</Text>
          <Box>
            <Button size="sm" onClick={() => send({ type: 'notifications.refresh' })}>
              {t('notifications.retry')}
            </Button>
          </Box>
        </Notice>
      );
    }
    return (
      <Stack gap="3" role="status">
        <Text srOnly>{t('notifications.loading')}</Text>
        {[0, 1, 2].map((index) => (
          <Box key={index} aria-hidden="true" h="20" borderRadius="lg" bg="bg.muted" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {markFailed && (
        <Notice tone="error">
          <Text>{t('notifications.markFailed')}</Text>
          <Box>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'notifications.dismissError' })}>
              {t('notifications.dismiss')}
            </Button>
          </Box>
        </Notice>
      )}
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text aria-live="polite">{t('nav.notificationsUnread', { count: unread })}</Text>
        <Button size="sm" variant="outline" disabled={unread === 0 || marking} onClick={() => send({ type: 'notifications.markAllRead' })}>
          {t('notifications.markAllRead')}
        </Button>
      </HStack>
      {list.length === 0 ? (
        <Text role="status">{t('notifications.empty')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {list.map((notification) => (
            <NotificationItem key={notification.notificationId} notification={notification} busy={marking} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NotificationItem({ notification, busy }: { notification: Notification; busy: boolean }) {
  const t = useT();
  const intl = useIntl();
  const send = Notifications.useSend();
  const unread = notification.readAt === null;
  const markRead = () => send({ type: 'notifications.markRead', notificationId: notification.notificationId });
  return (
    <Box as="li" borderWidth="1px" borderColor={unread ? 'brand.border' : 'border'} borderInlineStartWidth={unread ? '4px' : '1px'} borderRadius="lg" p="4" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="sm">
            {unread && <Text as="span" srOnly>{`${t('notifications.unread')}: `}</Text>}
            {isolateCodes(notification.title)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={notification.createdAt}>{intl.formatDate(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Text>
        </HStack>
        <Text>{isolateCodes(notification.body)}</Text>
        <HStack gap="3" wrap="wrap">
          {notification.policyNumber && (
            <AppLink to={linkTo.policyDetail(notification.policyNumber)} onClick={unread ? markRead : undefined}>
              {t('notifications.openPolicy', { policyNumber: `\u2068${notification.policyNumber}\u2069` })}
            </AppLink>
          )}
          {unread && (
            <Button size="xs" variant="ghost" disabled={busy} onClick={markRead}>
              {t('notifications.markRead')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The server writes a notice's policy, order and claim numbers into its sentence as plain text: each
 * is isolated (U+2068 … U+2069), so in an Arabic sentence it reads left to right as one code.
 */
const isolateCodes = (text: string) => text.replace(/\b[A-Z]{2,4}-[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g, (code) => `\u2068${code}\u2069`);
