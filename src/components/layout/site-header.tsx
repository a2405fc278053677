import { Box, Button, Container, HStack } from '@chakra-ui/react';
import { useAppSelector, useSend } from '@/lib/app-context.tsx';
import { paths } from '@/lib/paths.ts';
import { BellIcon } from '@/components/icons.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ColorModeToggle } from './color-mode-toggle.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { RouterLink } from './router-link.tsx';
import { UnreadBadge, useUnreadCount, useUnreadName } from './unread-badge.tsx';

const mainLinks = [
  { to: paths.services, key: 'screen.services' },
  { to: paths.ourProducts, key: 'screen.ourProducts' },
  { to: paths.myPolicy, key: 'screen.myPolicies' },
  { to: paths.getHelp, key: 'screen.getHelp' },
] as const;

/** The header of both layouts; the `other` layout shows only the brand and the switches. */
export function SiteHeader({ variant }: { variant: 'default' | 'other' }) {
  const t = useT();
  const username = useAppSelector('session', (s) => s.context.username, null);
  const fullName = useAppSelector('session', (s) => s.context.userFullName, null);
  const sendSession = useSend('session');
  const unread = useUnreadCount();
  const notificationsName = useUnreadName(t('screen.notifications'), unread);
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg">
      <Container maxW="6xl" py="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <RouterLink to={paths.home} fontWeight="bold" fontSize="lg" color="brand.fg" textDecoration="none">
            {t('app.name')}
          </RouterLink>
          {variant === 'default' && (
            <HStack as="nav" aria-label={t('nav.main')} gap="5" hideBelow="lg">
              {mainLinks.map((link) => (
                <RouterLink key={link.to} to={link.to} end={false} _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}>
                  {t(link.key)}
                </RouterLink>
              ))}
            </HStack>
          )}
          <HStack gap="1">
            <LanguageSwitch />
            <ColorModeToggle />
            {variant === 'default' &&
              (username ? (
                <>
                  <RouterLink to={paths.notifications} position="relative" display="inline-flex" p="2" color="fg" data-testid="header-notifications">
                    {/* The name from hidden words, not aria-label: the badge's visible '99+' is not in a name that counts past 99 (axe: label-content-name-mismatch). */}
                    <Box as="span" srOnly>
                      {notificationsName}
                    </Box>
                    <BellIcon />
                    <UnreadBadge count={unread} />
                  </RouterLink>
                  <RouterLink to={paths.myAccount} px="2" hideBelow="lg">
                    {fullName || t('screen.myAccount')}
                  </RouterLink>
                  <Button variant="ghost" size="sm" hideBelow="lg" onClick={() => sendSession({ type: 'session.logout' })}>
                    {t('account.signOut')}
                  </Button>
                </>
              ) : (
                <RouterLink to={paths.login} px="2">
                  {t('screen.login')}
                </RouterLink>
              ))}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
