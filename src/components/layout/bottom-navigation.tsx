import { Box, Flex } from '@chakra-ui/react';
import { bottomNavigationItems } from '@/components/layout/bottom-navigation-items.ts';
import { AccountIcon, HelpIcon, HomeIcon, PoliciesIcon } from '@/components/icons.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { AppLink } from './app-link.tsx';
import { UnreadBadge, UnreadWords, useUnreadCount } from './unread-badge.tsx';

const icons = { home: HomeIcon, policies: PoliciesIcon, account: AccountIcon, help: HelpIcon };

/** The mobile bottom bar (hidden from 992 px, where the header navigation shows). */
export function BottomNavigation({ activeIndex }: { activeIndex: number }) {
  const t = useT();
  const unread = useUnreadCount();
  return (
    <Box
      as="nav"
      aria-label={t('nav.bottom')}
      hideFrom="lg"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      data-testid="bottom-navigation"
      paddingBottom="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none" m="0" p="0" justify="space-around">
        {bottomNavigationItems.map((item, index) => {
          const ItemIcon = icons[item.icon];
          const active = index === activeIndex;
          return (
            <Box as="li" key={item.path} flex="1">
              <Flex
                asChild
                direction="column"
                align="center"
                gap="0.5"
                py="2"
                minH="14"
                fontSize="xs"
                color={active ? 'brand.fg' : 'fg.muted'}
                fontWeight={active ? 'semibold' : 'normal'}
                textDecoration="none"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              >
                {/* The notifications are news of the customer's policies (a purchase, a decision, a renewal
                    reminder): My Policies carries the unread count, drawn on its icon and said in its name. */}
                <AppLink to={item.path} aria-current={active ? 'page' : undefined}>
                  <Box as="span" position="relative" display="inline-flex">
                    <ItemIcon />
                    {item.icon === 'policies' && <UnreadBadge count={unread} />}
                  </Box>
                  {t(item.labelKey)}
                  {item.icon === 'policies' && <UnreadWords count={unread} />}
                </AppLink>
              </Flex>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
