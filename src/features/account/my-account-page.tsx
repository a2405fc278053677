import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { selectIsGuest, selectIsLoggedIn } from '../../../machines/session/session.machine.ts';
import { useAppSelector } from '@/lib/app-context.tsx';
import { type AccountSection, accountSections, linkTo, paths } from '@/lib/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { SignInPrompt } from '@/components/layout/sign-in-prompt.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { AccountSummary } from './account-summary.tsx';
import { accountSectionTable } from './account-sections.ts';
import { GuestAccount } from './guest-account.tsx';
import { GuestAccountOffer } from './profile/guest-account-offer.tsx';
import { isOneOf } from '@/lib/one-of.ts';

const isSection = (value: string | null): value is AccountSection => isOneOf(accountSections, value);

/** /my-account lists the sub-sections; `?section=` opens one (its own URL, so Back and reload work; the bottom bar hides). */
export default function MyAccountPage() {
  const t = useT();
  const [params] = useSearchParams();
  const signedIn = useAppSelector('session', selectIsLoggedIn, false);
  const guest = useAppSelector('session', selectIsGuest, false);
  const section = params.get('section');
  if (isSection(section)) {
    const { title, View } = accountSectionTable[section];
    return (
      <Page title={t(title)}>
        {/* Not RouterLink: its aria-current would call the menu "this page" while a section is open. */}
        <Link asChild alignSelf="start">
          <AppLink to={paths.myAccount}>{t('account.backToSections')}</AppLink>
        </Link>
        {/* A guest has none of the sections: an account is what to offer. */}
        {signedIn && guest && <GuestAccountOffer />}
        {signedIn && !guest && (
          <Suspense fallback={<Text role="status">{t('myAccount.loadingSection')}</Text>}>
            <View />
          </Suspense>
        )}
        {!signedIn && <SignInPrompt />}
      </Page>
    );
  }
  return (
    <Page title={t('screen.myAccount')} lead={t('account.sectionsIntro')}>
      {signedIn && <AccountSummary />}
      {signedIn && guest ? <GuestAccount /> : <AccountSections />}
    </Page>
  );
}

/** The menu of the account's sections. */
function AccountSections() {
  const t = useT();
  return (
      <Box as="nav" aria-label={t('nav.accountSections')}>
        <Stack as="ul" gap="3" listStyleType="none" maxW="2xl">
          {accountSections.map((name) => (
            <li key={name}>
              <Box asChild display="flex" flexDirection="column" gap="1" minH="11" borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel" textDecoration="none" _hover={{ borderColor: 'brand.border' }}>
                <AppLink to={linkTo.accountSection(name)}>
                  <Text as="span" fontSize="lg" fontWeight="semibold" color="fg">
                    {t(accountSectionTable[name].title)}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {t(accountSectionTable[name].hint)}
                  </Text>
                </AppLink>
              </Box>
            </li>
          ))}
        </Stack>
      </Box>
  );
}
