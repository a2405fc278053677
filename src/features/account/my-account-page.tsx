import { Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '../../../machines/session/session.machine.ts';
import { useAppSelector } from '@/app/app-context.tsx';
import { type AccountSection, accountSections, linkTo, paths } from '@/app/routes/paths.ts';
import { AppLink } from '@/components/layout/app-link.tsx';
import { Page } from '@/components/layout/page.tsx';
import { RouterLink } from '@/components/layout/router-link.tsx';
import { SignInPrompt } from '@/components/layout/sign-in-prompt.tsx';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { AccountSummary } from './account-summary.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { WalletSection } from './wallet/wallet-section.tsx';

const sectionTitles: Record<AccountSection, MessageKey> = {
  profile: 'screen.profile',
  addresses: 'screen.addresses',
  'my-groups': 'screen.myGroups',
  wallet: 'screen.wallet',
};

const isSection = (value: string | null): value is AccountSection =>
  value !== null && (accountSections as readonly string[]).includes(value);

/** /my-account lists the sub-sections; `?section=` opens one (and hides the bottom bar). */
export default function MyAccountPage() {
  const t = useT();
  const [params] = useSearchParams();
  const signedIn = useAppSelector('session', selectIsLoggedIn, false);
  const section = params.get('section');
  if (isSection(section)) {
    return (
      <Page title={t(sectionTitles[section])}>
        <RouterLink to={paths.myAccount}>{t('account.backToSections')}</RouterLink>
        {!signedIn ? <SignInPrompt /> : section === 'profile' ? <ChangePasswordSection /> : section === 'wallet' ? <WalletSection /> : <Text>{t('page.preparing')}</Text>}
      </Page>
    );
  }
  return (
    <Page title={t('screen.myAccount')} lead={t('account.sectionsIntro')}>
      {signedIn && <AccountSummary />}
      <SimpleGrid as="nav" aria-label={t('nav.accountSections')} columns={{ base: 1, sm: 2 }} gap="3">
        {accountSections.map((name) => (
          <LinkBox key={name} borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
            <Heading as="h2" size="md">
              <LinkOverlay asChild>
                <AppLink to={linkTo.accountSection(name)}>{t(sectionTitles[name])}</AppLink>
              </LinkOverlay>
            </Heading>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Page>
  );
}
